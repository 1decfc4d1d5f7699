import { useHydrated } from "./use-hydrated";

export const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** A moment's calendar and clock fields, read in UTC or in this machine's time zone. */
interface Fields {
  year: number;
  month: number;
  day: number;
  hours: number;
  minutes: number;
}

/** The moment `iso` names; an unreadable one throws, as Intl's formatters do. */
export function parseMoment(iso: string): Date {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${iso}`);
  return date;
}

const utcFields = (date: Date): Fields => ({
  year: date.getUTCFullYear(),
  month: date.getUTCMonth(),
  day: date.getUTCDate(),
  hours: date.getUTCHours(),
  minutes: date.getUTCMinutes(),
});

const localFields = (date: Date): Fields => ({
  year: date.getFullYear(),
  month: date.getMonth(),
  day: date.getDate(),
  hours: date.getHours(),
  minutes: date.getMinutes(),
});

/**
 * en-US medium date and short time, "Nov 21, 2026, 5:05 PM". Written out rather than by
 * Intl (issue 12): the first Intl.DateTimeFormat a page creates loads the locale's data,
 * some 40 ms of a phone's main thread while the page hydrates. The unit test holds it to
 * Intl's own output.
 */
function mediumDateShortTime({ year, month, day, hours, minutes }: Fields): string {
  const clock = `${hours % 12 || 12}:${String(minutes).padStart(2, "0")} ${hours < 12 ? "AM" : "PM"}`;
  return `${MONTH_NAMES[month]?.slice(0, 3)} ${day}, ${year}, ${clock}`;
}

/** "Nov 21, 2026, 9:14 AM" in this machine's time zone; an empty value reads as "Never". */
function formatInLocalZone(iso: string | null | undefined): string {
  return iso ? mediumDateShortTime(localFields(parseMoment(iso))) : "Never";
}

/** "Nov 21, 2026, 9:14 AM UTC": the same moment, readable wherever it is rendered. */
export function formatDateTimeUtc(iso: string | null | undefined): string {
  return iso ? `${mediumDateShortTime(utcFields(parseMoment(iso)))} UTC` : "Never";
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

/**
 * "2025-03-04" -> "March 4, 2025" (seed 000 §2: long US style; blog, legal pages and staff lists). A calendar date has no time
 * zone: read in UTC, server and browser agree on the day. Written out rather than by Intl,
 * as the rest of this file (issue 12: Intl's first formatter costs a phone tens of ms).
 */
export function formatLongDate(isoDate: string): string {
  const date = parseMoment(`${isoDate}T00:00:00Z`);
  return `${MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/**
 * "December 2, 2026": the UTC calendar day of a moment, as a quote's PDF and e-mails write
 * its dates (issue 33: one quote, one text). The same on the server and in every browser, so
 * the quote page does not change it after hydrating (issue 37: no layout shift).
 */
export function formatUtcDay(iso: string): string {
  return formatLongDate(parseMoment(iso).toISOString().slice(0, 10));
}
