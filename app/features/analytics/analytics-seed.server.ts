import { type PeriodQuery, parsePeriodParams } from "@shared/analytics/period";
import type { Envelope } from "@shared/api/envelope";
import { isTimeZone } from "@shared/calendar/days";
import { querySeed } from "~/lib/query-seed";
import {
  type AnalyticsEndpoint,
  type AnalyticsSeed,
  analyticsKey,
  analyticsUrl,
  periodQuerySearch,
  TIME_ZONE_COOKIE,
} from "./use-analytics";

function cookieTimeZone(request: Request): string | null {
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name !== TIME_ZONE_COOKIE) continue;
    try {
      const tz = decodeURIComponent(value.join("="));
      return isTimeZone(tz) ? tz : null;
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * A loader's seed for `useAnalytics` (decision 056): the API route's own read for the URL's
 * period in the zone the browser last told, under the key the browser will ask for. Null on
 * a first visit (no zone yet): the page then fetches in the browser as before.
 */
export async function analyticsSeed<T>(
  request: Request,
  endpoint: AnalyticsEndpoint,
  read: (query: PeriodQuery) => Promise<Envelope<T>>,
): Promise<AnalyticsSeed<T> | null> {
  const tz = cookieTimeZone(request);
  if (!tz) return null;
  const query = parsePeriodParams(new URL(request.url).searchParams, tz);
  const url = analyticsUrl(endpoint, periodQuerySearch(query), tz);
  const { data } = await read(query);
  return { tz, seed: querySeed(analyticsKey(url), data) };
}
