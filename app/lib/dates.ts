import { useHydrated } from "~/lib/use-hydrated";

const shortOptions: Intl.DateTimeFormatOptions = { month: "short", day: "numeric" };
const longOptions: Intl.DateTimeFormatOptions = { ...shortOptions, year: "numeric" };

/**
 * "Dec 25" this year, "Dec 25, 2027" otherwise. In UTC until hydrated (the server cannot
 * know the reader's zone, see ~/lib/format-date), then in the reader's own zone.
 */
export function useShortDate(): (iso: string) => string {
  const timeZone = useHydrated() ? undefined : "UTC";
  return (iso) => {
    const date = new Date(iso);
    const sameYear = date.getFullYear() === new Date().getFullYear();
    return new Intl.DateTimeFormat("en-US", {
      ...(sameYear ? shortOptions : longOptions),
      timeZone,
    }).format(date);
  };
}

const relative = new Intl.RelativeTimeFormat("en-US", { numeric: "auto" });
const steps: [Intl.RelativeTimeFormatUnit, number][] = [
  ["minute", 60],
  ["hour", 60 * 60],
  ["day", 24 * 60 * 60],
];
const WEEK_SECONDS = 7 * 24 * 60 * 60;

/** "just now", "5 minutes ago", "yesterday"; null from a week on (a date reads better). */
export function relativeTime(iso: string, now = Date.now()): string | null {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const size = Math.abs(seconds);
  if (size < 45) return "just now";
  if (size >= WEEK_SECONDS) return null;
  let unit: Intl.RelativeTimeFormatUnit = "second";
  let per = 1;
  for (const [name, length] of steps) {
    if (size >= length) {
      unit = name;
      per = length;
    }
  }
  return relative.format(Math.round(seconds / per), unit);
}

/** "1 view", "3 views", "no views yet". */
export function viewsText(count: number): string {
  if (count === 0) return "no views yet";
  return count === 1 ? "1 view" : `${count} views`;
}
