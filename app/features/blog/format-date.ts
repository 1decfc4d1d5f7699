import { MONTH_NAMES, parseMoment } from "~/lib/format-date";

/**
 * "2025-03-04" -> "March 4, 2025" (seed 000 §2: long US style). A calendar date has no time
 * zone: read in UTC, server and browser agree on the day. Written out rather than by Intl,
 * as in ~/lib/format-date (issue 12: Intl's first formatter costs a phone tens of ms).
 */
export function formatLongDate(isoDate: string): string {
  const date = parseMoment(`${isoDate}T00:00:00Z`);
  return `${MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
