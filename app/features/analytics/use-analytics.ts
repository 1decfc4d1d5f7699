import { parsePeriodParams, periodSearch } from "@shared/analytics/period";
import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { apiData } from "~/lib/api-client";
import { useHydrated } from "~/lib/use-hydrated";

/** The browser's IANA zone, so day boundaries are the staff member's own. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

/** The page's period from its URL, as the query string an analytics endpoint takes. */
export function usePeriodSearch() {
  const [params] = useSearchParams();
  const query = parsePeriodParams(params);
  const search =
    query.from && query.to
      ? periodSearch({ key: "custom", current: { from: query.from, to: query.to } })
      : periodSearch({ key: query.period ?? "30d" });
  return { query, search };
}

/**
 * One analytics endpoint for the URL's period in the browser's zone. Fetched in the browser
 * only: the server does not know the staff member's zone, so it renders the skeleton.
 */
export function useAnalytics<T>(endpoint: "sales" | "builder") {
  const hydrated = useHydrated();
  const { search } = usePeriodSearch();
  if (hydrated) search.set("tz", browserTimeZone());
  const url = `/api/admin/analytics/${endpoint}?${search}`;
  return useQuery({
    queryKey: ["analytics", url],
    queryFn: ({ signal }) => apiData<T>(url, { signal }),
    enabled: hydrated,
    staleTime: 60_000,
  });
}
