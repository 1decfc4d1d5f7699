import { type PeriodQuery, parsePeriodParams, periodSearch } from "@shared/analytics/period";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { apiData } from "~/lib/api-client";
import { type QuerySeed, seededQuery } from "~/lib/query-seed";
import { useHydrated } from "~/lib/use-hydrated";

export type AnalyticsEndpoint = "sales" | "builder";

/**
 * The staff member's zone, as the browser last told it: the server has no other way to know
 * it, and without it the first paint could only be a skeleton (decision 056).
 */
export const TIME_ZONE_COOKIE = "sf_tz";
const TIME_ZONE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/** The browser's IANA zone, so day boundaries are the staff member's own. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

/** A period query as the query string an analytics endpoint takes (without the zone). */
export function periodQuerySearch(query: PeriodQuery): URLSearchParams {
  return query.from && query.to
    ? periodSearch({ key: "custom", current: { from: query.from, to: query.to } })
    : periodSearch({ key: query.period ?? "30d" });
}

/** The page's period from its URL, as the query string an analytics endpoint takes. */
export function usePeriodSearch() {
  const [params] = useSearchParams();
  const query = parsePeriodParams(params);
  return { query, search: periodQuerySearch(query) };
}

/** The endpoint's URL for a period in a zone; it is also the query's key. */
export function analyticsUrl(endpoint: AnalyticsEndpoint, search: URLSearchParams, tz: string) {
  const params = new URLSearchParams(search);
  params.set("tz", tz);
  return `/api/admin/analytics/${endpoint}?${params}`;
}

export const analyticsKey = (url: string | null) => ["analytics", url] as const;

/** What a page's loader read for the zone in the cookie (decision 056). */
export interface AnalyticsSeed<T> {
  tz: string;
  seed: QuerySeed<T>;
}

/**
 * One analytics endpoint for the URL's period in the browser's zone. The loader seeds it
 * when the browser told its zone on an earlier visit (the cookie written here); the first
 * visit renders the skeleton and fetches in the browser.
 */
export function useAnalytics<T>(endpoint: AnalyticsEndpoint, seeded?: AnalyticsSeed<T> | null) {
  const hydrated = useHydrated();
  const { search } = usePeriodSearch();
  // Until hydration the zone the loader read for, so the markup matches; then the browser's.
  const tz = hydrated ? browserTimeZone() : seeded?.tz;
  useEffect(() => {
    if (!hydrated) return;
    const secure = window.location.protocol === "https:" ? "; Secure" : "";
    // biome-ignore lint/suspicious/noDocumentCookie: one plain preference cookie, read by the loader
    document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(browserTimeZone())}; Path=/admin; Max-Age=${TIME_ZONE_COOKIE_MAX_AGE}; SameSite=Lax${secure}`;
  }, [hydrated]);
  const url = tz ? analyticsUrl(endpoint, search, tz) : null;
  const queryKey = analyticsKey(url);
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => apiData<T>(url ?? "", { signal }),
    enabled: hydrated && url !== null,
    staleTime: 60_000,
    ...seededQuery(seeded?.seed, queryKey),
  });
}
