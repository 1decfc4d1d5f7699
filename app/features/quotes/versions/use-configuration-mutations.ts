import type { Envelope } from "@shared/api/envelope";
import type { ConfigurationDetail, ShareLink } from "@shared/quotes/configuration-admin";
import type { QuoteAdjustment } from "@shared/quotes/engine/adjustments";
import type { LineKey } from "@shared/quotes/line-key";
import type { QuoteSendInput, QuoteSendSummary } from "@shared/quotes/quote-send";
import type { ReminderSettings } from "@shared/quotes/reminders";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "~/components/ui/toast-store";
import { apiData, apiRequest } from "~/lib/api-client";
import { retryUnlessRefused } from "~/lib/retry-policy";
import { CONFIGURATIONS_API, configurationKeys } from "./use-configurations";

/**
 * A staff write on configurations: on success every configuration query is asked again (the
 * list, the open detail) and a toast says what happened, in the API's own words when it
 * gave some. Only network and server failures are retried (once).
 */
function useConfigurationMutation<TInput, TResult>(
  mutationFn: (input: TInput) => Promise<Envelope<TResult>>,
  fallback: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    retry: retryUnlessRefused,
    onSuccess: async (answer) => {
      toast({ title: answer.message ?? fallback, variant: "success" });
      await queryClient.invalidateQueries({ queryKey: configurationKeys.all });
    },
  });
}

const post = <T>(path: string, body?: unknown) =>
  apiRequest<Envelope<T>>(`${CONFIGURATIONS_API}${path}`, { method: "POST", body });

/** POST /:id/versions: a new version with these discounts, priced by the server. */
export function useSaveDiscounts(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      expectedVersion: number;
      adjustments: QuoteAdjustment[];
      optionalLines: LineKey[];
    }) => post<ConfigurationDetail>(`/${id}/versions`, input),
    retry: retryUnlessRefused,
    onSuccess: async (answer) => {
      queryClient.setQueryData(configurationKeys.detail(id), answer.data);
      toast({ title: answer.message ?? "Saved as a new version", variant: "success" });
      await queryClient.invalidateQueries({ queryKey: configurationKeys.all });
    },
  });
}

/**
 * POST /:id/revise: the next version starts as a copy of the accepted one (decision 048);
 * the accepted version and its evidence stay as they are.
 */
export function useRevise() {
  return useConfigurationMutation(
    ({ id, version }: { id: string; version: number }) =>
      post<ConfigurationDetail>(`/${id}/revise`, { version }),
    "Revision started",
  );
}

/** POST /:id/send: e-mails a link of the quote to the prospect's contacts (issue 35 §1). */
export function useSendQuote(id: string) {
  return useConfigurationMutation(
    (input: QuoteSendInput) => post<QuoteSendSummary>(`/${id}/send`, input),
    "Quote sent",
  );
}

/** POST /:id/duplicate: a new configuration from a copy of one version. */
export function useDuplicate() {
  return useConfigurationMutation(
    ({ id, version }: { id: string; version: number }) =>
      post<{ id: string }>(`/${id}/duplicate`, { version }),
    "Duplicated as a new configuration",
  );
}

/** POST /:id/archive or /:id/restore. */
export function useArchive() {
  return useConfigurationMutation(
    ({ id, archived }: { id: string; archived: boolean }) =>
      post<ConfigurationDetail>(`/${id}/${archived ? "archive" : "restore"}`),
    "Saved",
  );
}

/** POST /:id/shares: freezes a version behind a new link. */
export function useCreateShare(id: string) {
  return useConfigurationMutation(
    (input: { version: number; expiresInDays: number }) => post<ShareLink>(`/${id}/shares`, input),
    "Share link created",
  );
}

/** POST /shares/:shareId/revoke. */
export function useRevokeShare() {
  return useConfigurationMutation(
    (shareId: string) => post<null>(`/shares/${shareId}/revoke`),
    "Link revoked",
  );
}

/** POST /shares/:shareId/renew: an expired link's versions behind a new link (issue 35 §2). */
export function useRenewShare() {
  return useConfigurationMutation(
    (shareId: string) => post<ShareLink>(`/shares/${shareId}/renew`, {}),
    "Link renewed",
  );
}

/** PUT /:id/reminders: when sent links remind their contacts, over the settings read. */
export function useSaveReminders(id: string) {
  return useConfigurationMutation(
    (input: { settings: ReminderSettings; expected: ReminderSettings }) =>
      apiRequest<Envelope<ReminderSettings>>(`${CONFIGURATIONS_API}/${id}/reminders`, {
        method: "PUT",
        body: input,
      }),
    "Reminders saved",
  );
}

/** POST /shares/:shareId/extend: a new expiry counted from today. */
export function useExtendShare() {
  return useConfigurationMutation(
    ({ shareId, expiresInDays }: { shareId: string; expiresInDays: number }) =>
      post<{ expiresAt: string }>(`/shares/${shareId}/extend`, { expiresInDays }),
    "Link extended",
  );
}

/**
 * POST /:id/open-in-builder: a builder session holding the version; the browser then loads
 * the builder (a full page load, so it starts on that session).
 */
export function useOpenInBuilder() {
  return useMutation({
    mutationFn: ({ id, version }: { id: string; version: number }) =>
      apiData<{ sessionId: string; url: string }>(`${CONFIGURATIONS_API}/${id}/open-in-builder`, {
        method: "POST",
        body: { version },
      }),
    retry: retryUnlessRefused,
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
