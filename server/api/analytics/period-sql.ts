import { type DayRange, type ResolvedPeriod, rangeInstants } from "@shared/analytics/period";
import { addDays } from "@shared/calendar/days";
import { type SQL, sql } from "drizzle-orm";

export interface Instants {
  start: Date;
  end: Date;
}

/** `column` within [start, end): an index range scan on the timestamp. */
export const within = (column: SQL, range: Instants) =>
  sql`${column} >= ${range.start.toISOString()}::timestamptz and ${column} < ${range.end.toISOString()}::timestamptz`;

/**
 * The series bucket of a timestamp: its day or week (from Monday) in the staff member's zone,
 * as YYYY-MM-DD. The zone is a bound parameter, checked against the runtime's list first.
 */
export const bucketOf = (column: SQL, period: ResolvedPeriod) =>
  sql`to_char(date_trunc(${period.granularity}, ${column} at time zone ${period.tz}), 'YYYY-MM-DD')`;

export const instantsOf = (period: ResolvedPeriod) => ({
  current: rangeInstants(period.current, period.tz),
  previous: rangeInstants(period.previous, period.tz),
});

/** Every bucket of the period, so a series has a point (zero) where nothing happened. */
export function bucketsOf(period: ResolvedPeriod): string[] {
  const range: DayRange = period.current;
  let day = range.from;
  if (period.granularity === "week") {
    const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
    day = addDays(day, -weekday);
  }
  const step = period.granularity === "week" ? 7 : 1;
  const buckets: string[] = [];
  for (; day <= range.to; day = addDays(day, step)) buckets.push(day);
  return buckets;
}
