import { z } from "zod";
import {
  addDays,
  dayIn,
  daysBetween,
  isCalendarDay,
  isTimeZone,
  startOfDay,
} from "../calendar/days";

/**
 * The period an analytics page shows (issue 15): a preset or a custom range of calendar days,
 * counted in the staff member's time zone, and the period it is compared with.
 */
export const periodPresets = ["7d", "30d", "90d", "quarter"] as const;
export type PeriodPreset = (typeof periodPresets)[number];
export const DEFAULT_PERIOD: PeriodPreset = "30d";

export const periodPresetLabels: Record<PeriodPreset | "custom", string> = {
  "7d": "Last 7 days",
  "30d": "Last 30 days",
  "90d": "Last 90 days",
  quarter: "This quarter",
  custom: "Custom range",
};

/** A custom range spans at most two years, so a series stays a few hundred points. */
export const CUSTOM_RANGE_MAX_DAYS = 731;
/** Up to this many days a series has a point per day; longer periods get one per week. */
export const DAILY_SERIES_MAX_DAYS = 92;

const presetDays: Record<Exclude<PeriodPreset, "quarter">, number> = {
  "7d": 7,
  "30d": 30,
  "90d": 90,
};

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date as YYYY-MM-DD")
  .refine((value) => isCalendarDay(value), "Use a real calendar date");

export const periodQuerySchema = z
  .object({
    period: z.enum(periodPresets, { error: "Use 7d, 30d, 90d or quarter" }).optional(),
    from: isoDay.optional(),
    to: isoDay.optional(),
    tz: z.string().refine(isTimeZone, "Use an IANA time zone such as Europe/Berlin").default("UTC"),
  })
  .superRefine((query, ctx) => {
    if (!query.from !== !query.to) {
      ctx.addIssue({
        code: "custom",
        path: [query.from ? "to" : "from"],
        message: "Give both from and to for a custom range",
      });
      return;
    }
    if (query.from && query.to) {
      const days = daysBetween(query.from, query.to) + 1;
      if (days < 1) ctx.addIssue({ code: "custom", path: ["to"], message: "End on or after from" });
      else if (days > CUSTOM_RANGE_MAX_DAYS) {
        ctx.addIssue({
          code: "custom",
          path: ["to"],
          message: `Choose at most ${CUSTOM_RANGE_MAX_DAYS} days`,
        });
      }
    }
  });
export type PeriodQuery = z.output<typeof periodQuerySchema>;

export interface DayRange {
  /** First calendar day, YYYY-MM-DD, inclusive. */
  from: string;
  /** Last calendar day, YYYY-MM-DD, inclusive. */
  to: string;
}

export interface ResolvedPeriod {
  key: PeriodPreset | "custom";
  tz: string;
  current: DayRange;
  previous: DayRange;
  days: number;
  granularity: "day" | "week";
}

/** The instants [start, end) of a day range in a time zone, end being the next day's start. */
export function rangeInstants(range: DayRange, tz: string) {
  return { start: startOfDay(range.from, tz), end: startOfDay(addDays(range.to, 1), tz) };
}

function quarterStart(day: string): string {
  const [year, month] = day.split("-").map(Number) as [number, number];
  const first = Math.floor((month - 1) / 3) * 3 + 1;
  return `${year}-${String(first).padStart(2, "0")}-01`;
}

/**
 * The period of a query at `now`: presets end today (in the zone) and count today; the
 * previous period is as many days right before. "This quarter" runs from the quarter's first
 * day to today and compares with the same days of the quarter before.
 */
export function resolvePeriod(query: PeriodQuery, now = new Date()): ResolvedPeriod {
  const tz = query.tz;
  const today = dayIn(now, tz);
  let key: ResolvedPeriod["key"];
  let current: DayRange;
  let previous: DayRange;
  if (query.from && query.to) {
    key = "custom";
    current = { from: query.from, to: query.to };
  } else {
    key = query.period ?? DEFAULT_PERIOD;
    current =
      key === "quarter"
        ? { from: quarterStart(today), to: today }
        : { from: addDays(today, 1 - presetDays[key]), to: today };
  }
  const days = daysBetween(current.from, current.to) + 1;
  if (key === "quarter") {
    const previousStart = quarterStart(addDays(current.from, -1));
    const previousEnd = addDays(previousStart, days - 1);
    // A quarter to date never reaches into the quarter it is compared with.
    const lastOfPrevious = addDays(current.from, -1);
    previous = {
      from: previousStart,
      to: daysBetween(previousEnd, lastOfPrevious) < 0 ? lastOfPrevious : previousEnd,
    };
  } else {
    previous = { from: addDays(current.from, -days), to: addDays(current.from, -1) };
  }
  return {
    key,
    tz,
    current,
    previous,
    days,
    granularity: days <= DAILY_SERIES_MAX_DAYS ? "day" : "week",
  };
}

/** The URL query of a period, for links and the switcher (`tz` is added by the browser). */
export function periodSearch(period: { key: ResolvedPeriod["key"]; current?: DayRange }) {
  const params = new URLSearchParams();
  if (period.key === "custom" && period.current) {
    params.set("from", period.current.from);
    params.set("to", period.current.to);
  } else params.set("period", period.key);
  return params;
}

/** A page's period from its URL: lenient, a bad value falls back to the default period. */
export function parsePeriodParams(params: URLSearchParams, tz = "UTC"): PeriodQuery {
  const parsed = periodQuerySchema.safeParse({
    period: params.get("period") ?? undefined,
    from: params.get("from") ?? undefined,
    to: params.get("to") ?? undefined,
    tz,
  });
  return parsed.success ? parsed.data : { period: DEFAULT_PERIOD, tz: isTimeZone(tz) ? tz : "UTC" };
}
