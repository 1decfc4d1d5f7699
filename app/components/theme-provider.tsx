import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from "react";
import {
  applyTheme,
  DEFAULT_THEME,
  parseThemePreference,
  type ResolvedTheme,
  resolveTheme,
  THEME_STORAGE_KEY,
  type ThemePreference,
} from "~/lib/theme";
import { createValueStore, useStoreValue, type ValueStore } from "~/lib/value-store";

interface ThemeChoice {
  preference: ThemePreference;
  resolved: ResolvedTheme;
}

interface ThemeState extends ThemeChoice {
  setPreference(preference: ThemePreference): void;
}

/** Stable for the provider's life, so no render reaches a section still waiting for its code. */
interface ThemeHandle {
  choice: ValueStore<ThemeChoice>;
  setPreference(preference: ThemePreference): void;
}

const ThemeContext = createContext<ThemeHandle | null>(null);
const DARK_QUERY = "(prefers-color-scheme: dark)";

function readStoredPreference(): ThemePreference {
  try {
    return parseThemePreference(localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return DEFAULT_THEME;
  }
}

/** Keeps <html class="dark"> in step with the stored preference, the OS and other tabs. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [preference, setPreferenceState] = useState<ThemePreference>(DEFAULT_THEME);
  const [systemDark, setSystemDark] = useState(true);
  // Until the stored preference is read, the page keeps what the boot script applied: the
  // server's default would otherwise be put on <html> and taken off again in the same task,
  // which costs a restyle of the whole page for every reader of the light theme.
  const [preferenceRead, setPreferenceRead] = useState(false);
  const resolved = resolveTheme(preference, systemDark);
  const [choice] = useState(() => createValueStore<ThemeChoice>({ preference, resolved }));

  useEffect(() => {
    const media = matchMedia(DARK_QUERY);
    setPreferenceState(readStoredPreference());
    setSystemDark(media.matches);
    setPreferenceRead(true);
    const onSystemChange = (event: MediaQueryListEvent) => setSystemDark(event.matches);
    // Another tab wrote the key: follow it without writing back.
    const onStorage = (event: StorageEvent) => {
      if (event.key === THEME_STORAGE_KEY || event.key === null) {
        setPreferenceState(parseThemePreference(event.newValue));
      }
    };
    media.addEventListener("change", onSystemChange);
    window.addEventListener("storage", onStorage);
    return () => {
      media.removeEventListener("change", onSystemChange);
      window.removeEventListener("storage", onStorage);
    };
  }, []);

  useEffect(() => {
    if (!preferenceRead) return;
    applyTheme(resolved);
    const current = choice.get();
    if (current.preference !== preference || current.resolved !== resolved) {
      choice.set({ preference, resolved });
    }
  }, [choice, preference, resolved, preferenceRead]);

  const setPreference = useCallback((next: ThemePreference) => {
    setPreferenceState(next);
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Storage refused (private mode): the choice still applies to this page.
    }
  }, []);

  const handle = useMemo(() => ({ choice, setPreference }), [choice, setPreference]);
  return <ThemeContext.Provider value={handle}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeState {
  const handle = useContext(ThemeContext);
  if (!handle) throw new Error("useTheme must be used inside <ThemeProvider>");
  return { ...useStoreValue(handle.choice), setPreference: handle.setPreference };
}
