/** Seed 000 §3/§9, seed 001 §2: preference stored under 'theme'; dark until chosen. */
export const THEME_STORAGE_KEY = "theme";
export const themePreferences = ["light", "dark", "system"] as const;
export type ThemePreference = (typeof themePreferences)[number];
export type ResolvedTheme = "light" | "dark";
export const DEFAULT_THEME: ThemePreference = "dark";

export function parseThemePreference(value: string | null | undefined): ThemePreference {
  return themePreferences.includes(value as ThemePreference)
    ? (value as ThemePreference)
    : DEFAULT_THEME;
}

export function resolveTheme(
  preference: ThemePreference,
  systemPrefersDark: boolean,
): ResolvedTheme {
  if (preference === "system") return systemPrefersDark ? "dark" : "light";
  return preference;
}

/**
 * Runs inline in <head> before the first paint so a stored light theme never flashes dark.
 * It repeats the two functions above in plain ES5 because it runs before any bundle loads.
 */
export const themeBootScript = `(function(){try{var p=localStorage.getItem(${JSON.stringify(
  THEME_STORAGE_KEY,
)});if(p!=="light"&&p!=="dark"&&p!=="system")p=${JSON.stringify(
  DEFAULT_THEME,
)};var d=p==="dark"||(p==="system"&&matchMedia("(prefers-color-scheme: dark)").matches);var e=document.documentElement;e.classList.toggle("dark",d);e.style.colorScheme=d?"dark":"light";}catch(_){}})();`;

/** Touches <html> only where it differs: any write there restyles the whole page. */
export function applyTheme(theme: ResolvedTheme): void {
  const root = document.documentElement;
  if (root.classList.contains("dark") !== (theme === "dark")) {
    root.classList.toggle("dark", theme === "dark");
  }
  if (root.style.colorScheme !== theme) root.style.colorScheme = theme;
}
