import { z } from "zod";
import { addDays, isTimeZone, startOfDay } from "../calendar/days";

/**
 * A staff list's "created from / to" filter: whole days in a time zone (the staff member's,
 * as the dashboard counts them), so a dashboard figure's link lists exactly what it counted.
 */
export const createdRangeShape = {
  from: z.iso.date("Use a date like 2026-01-31").optional(),
  to: z.iso.date("Use a date like 2026-01-31").optional(),
  tz: z.string().refine(isTimeZone, "Use an IANA time zone such as Europe/Berlin").optional(),
};

export interface CreatedRange {
  from?: string | undefined;
  to?: string | undefined;
  tz?: string | undefined;
}

/** [start, end) instants of the range; either side open when its day is not given. */
export function createdRangeInstants(range: CreatedRange): { start?: Date; end?: Date } {
  const zone = range.tz ?? "UTC";
  return {
    ...(range.from ? { start: startOfDay(range.from, zone) } : {}),
    ...(range.to ? { end: startOfDay(addDays(range.to, 1), zone) } : {}),
  };
}

/** The range from a page's URL, leniently: a value that does not parse is left out. */
export function parseCreatedRange(params: URLSearchParams): CreatedRange {
  const range: CreatedRange = {};
  for (const key of ["from", "to", "tz"] as const) {
    const parsed = createdRangeShape[key].safeParse(params.get(key) ?? undefined);
    if (parsed.success && parsed.data !== undefined) range[key] = parsed.data;
  }
  return range;
}

/** A range given as a whole: a day on either side (a zone alone filters nothing). */
export const hasCreatedRange = (range: CreatedRange) => Boolean(range.from || range.to);
