import type { Envelope } from "@shared/api/envelope";
import type {
  ConfigurationDetail,
  ConfigurationQuery,
  ConfigurationRow,
} from "@shared/quotes/configuration-admin";
import type { QuoteSendDraft } from "@shared/quotes/quote-send";
import type { VersionContent, VersionDiff } from "@shared/quotes/version-responses";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiData, apiRequest } from "~/lib/api-client";
import { type QuerySeed, seededQuery } from "~/lib/query-seed";

export const CONFIGURATIONS_API = "/api/admin/configurations";

export const configurationKeys = {
  all: ["admin-configurations"] as const,
  list: (query: ConfigurationQuery) => ["admin-configurations", "list", query] as const,
  detail: (id: string) => ["admin-configurations", "detail", id] as const,
  version: (id: string, version: number) =>
    ["admin-configurations", "version", id, version] as const,
  diff: (id: string, from: number, to: number) =>
    ["admin-configurations", "diff", id, from, to] as const,
};

/** The API's query string for a list query: only what differs from the defaults. */
export function listSearch(query: ConfigurationQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.status) params.set("status", query.status);
  if (query.prospectId) params.set("prospectId", String(query.prospectId));
  if (query.from) params.set("from", query.from);
  if (query.to) params.set("to", query.to);
  if (query.archived === "1") params.set("archived", "1");
  params.set("sort", query.sort);
  params.set("dir", query.dir);
  params.set("page", String(query.page));
  return params;
}

/**
 * GET /api/admin/configurations. Prospects view and answer quotes at any time, so answers
 * are asked for again on every visit; while another page or filter loads, the rows stay.
 * The page's loader seeds the first answer (decision 056).
 */
export function useConfigurationList(
  query: ConfigurationQuery,
  seed?: QuerySeed<Envelope<ConfigurationRow[]>> | null,
) {
  const queryKey = configurationKeys.list(query);
  return useQuery({
    queryKey,
    ...seededQuery(seed, queryKey),
    queryFn: () =>
      apiRequest<Envelope<ConfigurationRow[]>>(`${CONFIGURATIONS_API}?${listSearch(query)}`),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/**
 * GET /api/admin/configurations/:id: the row, its versions and its share links. The page's
 * loader seeds the first answer (decision 056); staleTime 0 asks again once hydrated, and
 * that GET is what records staff's review of the quote, as before the seed.
 */
export function useConfigurationDetail(id: string, seed?: QuerySeed<ConfigurationDetail> | null) {
  const queryKey = configurationKeys.detail(id);
  return useQuery({
    queryKey,
    ...seededQuery(seed, queryKey),
    queryFn: () => apiData<ConfigurationDetail>(`${CONFIGURATIONS_API}/${id}`),
    staleTime: 0,
  });
}

/** GET /:id/send: what the Send quote dialog starts from, asked each time it opens. */
export function useSendDraft(id: string) {
  return useQuery({
    queryKey: [...configurationKeys.detail(id), "send-draft"],
    queryFn: () => apiData<QuoteSendDraft>(`${CONFIGURATIONS_API}/${id}/send`),
    staleTime: 0,
  });
}

/** GET .../versions/:version: a saved version never changes, so it is fetched once. */
export function useVersionContent(id: string, version: number) {
  return useQuery({
    queryKey: configurationKeys.version(id, version),
    queryFn: () => apiData<VersionContent>(`${CONFIGURATIONS_API}/${id}/versions/${version}`),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** GET .../diff?from=&to=: what changed between two versions (both immutable). */
export function useVersionDiff(id: string, from: number, to: number, enabled: boolean) {
  return useQuery({
    queryKey: configurationKeys.diff(id, from, to),
    queryFn: () => apiData<VersionDiff>(`${CONFIGURATIONS_API}/${id}/diff?from=${from}&to=${to}`),
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
}

export const versionPdfUrl = (id: string, version: number) =>
  `${CONFIGURATIONS_API}/${id}/versions/${version}/pdf`;
export const sharePdfUrl = (shareId: string) => `${CONFIGURATIONS_API}/shares/${shareId}/pdf`;
