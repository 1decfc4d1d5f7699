/**
 * Calendar days (YYYY-MM-DD) and time zones, with no knowledge of who uses them: analytics
 * periods and staff lists' created-range filters both count whole days in the staff member's
 * zone. Kept apart from both so neither depends on the other (decision 051).
 */

/** True for a time zone name the runtime knows (IANA, e.g. Europe/Berlin, or UTC). */
export function isTimeZone(value: string): boolean {
  if (!value || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The calendar day of an instant in a time zone, YYYY-MM-DD. */
export function dayIn(instant: Date, tz: string): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: tz,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(instant);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")}`;
}

/** The day `n` calendar days after (or before, negative) a day. */
export function addDays(day: string, n: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}

/** Whole calendar days from `a` to `b` (negative when b is earlier). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

export function isCalendarDay(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Offset of a time zone from UTC at an instant, in milliseconds (positive east of UTC). */
function offsetAt(instant: number, tz: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: tz,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const asUtc = Date.UTC(
    get("year"),
    get("month") - 1,
    get("day"),
    get("hour"),
    get("minute"),
    get("second"),
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a calendar day starts in a time zone. Midnight may fall on a DST switch; the
 * offset is taken again at the first guess so the answer is that day's real first instant.
 */
export function startOfDay(day: string, tz: string): Date {
  const wall = Date.parse(`${day}T00:00:00Z`);
  const first = wall - offsetAt(wall, tz);
  const second = new Date(wall - offsetAt(first, tz));
  // Where midnight itself is skipped, the second guess lands in the evening before.
  return dayIn(second, tz) === day ? second : new Date(first);
}
