import type {
  ComparisonDetail,
  ComparisonItemInput,
  ComparisonShareResult,
  ComparisonView,
} from "@shared/quotes/comparison";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { useAdminMutation } from "~/components/admin/use-admin-mutation";
import { toast } from "~/components/ui/toast-store";
import { ApiError, apiData } from "~/lib/api-client";

export const COMPARISONS = "/api/admin/quote-comparisons";

/** The side by side of unsaved items; nothing is asked until two or more are complete. */
export function useComparisonPreview(items: ComparisonItemInput[] | null) {
  return useQuery({
    queryKey: ["quote-comparison-preview", items],
    queryFn: ({ signal }) =>
      apiData<ComparisonView>(`${COMPARISONS}/preview`, {
        method: "POST",
        body: { items },
        signal,
      }),
    enabled: items !== null,
    // Versions never change: a preview stays right; while a new one loads the last stays up.
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: keepPreviousData,
    retry: (failures, error) => failures < 2 && !(error instanceof ApiError && error.status < 500),
  });
}

/** POST a new comparison, or PUT a change on top of the copy the editor loaded (409 if stale). */
export function useSaveComparison() {
  return useAdminMutation(
    ({
      id,
      expectedUpdatedAt,
      name,
      items,
    }: {
      id?: string;
      expectedUpdatedAt?: string;
      name: string;
      items: ComparisonItemInput[];
    }) =>
      id === undefined
        ? apiData<ComparisonDetail>(COMPARISONS, { method: "POST", body: { name, items } })
        : apiData<ComparisonDetail>(`${COMPARISONS}/${id}`, {
            method: "PUT",
            body: { name, items, expectedUpdatedAt },
          }),
    "Comparison saved",
  );
}

/** DELETE; the caller leaves the deleted comparison's page (which reloads the list). */
export function useDeleteComparison() {
  return useMutation({
    mutationFn: (id: string) => apiData<null>(`${COMPARISONS}/${id}`, { method: "DELETE" }),
    retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status < 500),
    onSuccess: () => toast({ title: "Comparison deleted", variant: "success" }),
  });
}

export function useShareComparison() {
  return useAdminMutation(({ id, expiresInDays }: { id: string; expiresInDays: number }) =>
    apiData<ComparisonShareResult>(`${COMPARISONS}/${id}/share`, {
      method: "POST",
      body: { expiresInDays },
    }),
  );
}
