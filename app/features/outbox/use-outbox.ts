import type { Envelope } from "@shared/api/envelope";
import type { OutboxFilter, OutboxList, OutboxMessage } from "@shared/outbox/outbox-api";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "~/components/ui/toast-store";
import { apiData, apiRequest } from "~/lib/api-client";
import { apiMessage } from "~/lib/form-errors";
import { type QuerySeed, seededQuery } from "~/lib/query-seed";
import { retryUnlessRefused } from "~/lib/retry-policy";

const OUTBOX = "/api/admin/outbox";

export const outboxKeys = {
  all: ["admin-outbox"] as const,
  list: (filter: OutboxFilter) => ["admin-outbox", "list", filter] as const,
  message: (id: number) => ["admin-outbox", "message", id] as const,
};

/**
 * GET /api/admin/outbox. The worker changes rows at any time, so answers are never reused
 * without asking again; while another page or filter loads, the previous rows stay. The
 * page's loader seeds the first answer (decision 056).
 */
export function useOutboxList(filter: OutboxFilter, seed?: QuerySeed<Envelope<OutboxList>>) {
  const queryKey = outboxKeys.list(filter);
  return useQuery({
    queryKey,
    ...seededQuery(seed, queryKey),
    queryFn: async () => {
      const params = new URLSearchParams({ page: String(filter.page) });
      if (filter.status) params.set("status", filter.status);
      return apiRequest<Envelope<OutboxList>>(`${OUTBOX}?${params}`);
    },
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/outbox/:id: the text and the last error. */
export function useOutboxMessage(id: number) {
  return useQuery({
    queryKey: outboxKeys.message(id),
    queryFn: () => apiData<OutboxMessage>(`${OUTBOX}/${id}`),
    staleTime: 0,
  });
}

/** POST /api/admin/outbox/:id/retry; the list and the message are fetched again after. */
export function useRetryMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiData<OutboxMessage>(`${OUTBOX}/${id}/retry`, { method: "POST" }),
    retry: retryUnlessRefused,
    onSuccess: async (message) => {
      queryClient.setQueryData(outboxKeys.message(message.id), message);
      toast({ title: "Message queued to send again", variant: "success" });
      await queryClient.invalidateQueries({ queryKey: outboxKeys.all });
    },
    onError: (error) => {
      toast({
        title: "Retry failed",
        description: apiMessage(error, "That did not work. Please try again."),
        variant: "error",
      });
    },
  });
}
