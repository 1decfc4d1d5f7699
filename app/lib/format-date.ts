import { useHydrated } from "./use-hydrated";

const options: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short" };
const inUtc = new Intl.DateTimeFormat("en-US", { ...options, timeZone: "UTC" });
const inLocalZone = new Intl.DateTimeFormat("en-US", options);

/** ICU versions differ on the space before "AM" (some use U+202F); server and browser must agree. */
const format = (formatter: Intl.DateTimeFormat, iso: string) =>
  formatter.format(new Date(iso)).replace(/\s/g, " ");

/** "Nov 21, 2026, 9:14 AM" in this machine's time zone; an empty value reads as "Never". */
function formatInLocalZone(iso: string | null | undefined): string {
  return iso ? format(inLocalZone, iso) : "Never";
}

/** "Nov 21, 2026, 9:14 AM UTC": the same moment, readable wherever it is rendered. */
export function formatDateTimeUtc(iso: string | null | undefined): string {
  return iso ? `${format(inUtc, iso)} UTC` : "Never";
}

/**
 * The one way to format a moment on a page. The server cannot know the reader's time zone,
 * so it and the hydrating render write UTC (identical text, no hydration mismatch); the next
 * render switches to the reader's own zone. The local-zone formatter is not exported, so
 * nothing can render it on the server by mistake.
 */
export function useDateTimeFormat(): (iso: string | null | undefined) => string {
  return useHydrated() ? formatInLocalZone : formatDateTimeUtc;
}
