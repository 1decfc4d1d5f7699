import { Monitor, Moon, Sun } from "lucide-react";
import { cn } from "~/lib/cn";
import type { ThemePreference } from "~/lib/theme";
import { useTheme } from "./theme-provider";
import { Button } from "./ui/button";

/** Seed 000 §2 header: one button switching between dark and light. */
export function ThemeToggle({ className }: { className?: string }) {
  const { resolved, setPreference } = useTheme();
  const next = resolved === "dark" ? "light" : "dark";
  return (
    <Button
      variant="ghost"
      size="icon"
      className={className}
      aria-label={`Switch to ${next} theme`}
      onClick={() => setPreference(next)}
    >
      {resolved === "dark" ? (
        <Sun aria-hidden className="size-5" />
      ) : (
        <Moon aria-hidden className="size-5" />
      )}
    </Button>
  );
}

const choices: { value: ThemePreference; label: string; icon: typeof Sun }[] = [
  { value: "light", label: "Light", icon: Sun },
  { value: "dark", label: "Dark", icon: Moon },
  { value: "system", label: "System", icon: Monitor },
];

/** All three preferences, including following the operating system. */
export function ThemeChooser() {
  const { preference, setPreference } = useTheme();
  return (
    <fieldset className="inline-flex items-center gap-1 rounded-lg border border-border p-1">
      <legend className="sr-only">Theme</legend>
      {choices.map(({ value, label, icon: Icon }) => (
        <label
          key={value}
          className={cn(
            "inline-flex cursor-pointer items-center gap-1.5 rounded-md px-2.5 py-1 text-xs font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring",
            preference === value ? "bg-surface-2 text-fg" : "text-muted hover:text-fg",
          )}
        >
          <input
            type="radio"
            name="theme-preference"
            value={value}
            checked={preference === value}
            onChange={() => setPreference(value)}
            className="sr-only"
          />
          <Icon aria-hidden className="size-3.5" />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
