import type { Envelope } from "@shared/api/envelope";
import type {
  ApprovalDecision,
  ApprovalListItem,
  VersionApproval,
} from "@shared/quotes/discount-approval";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "~/components/ui/toast-store";
import { apiData, apiRequest } from "~/lib/api-client";
import { retryUnlessRefused } from "~/lib/retry-policy";

const APPROVALS = "/api/admin/approvals";
export const approvalKeys = {
  all: ["admin-approvals"] as const,
  /** By version too: a new version asks again. */
  ofQuote: (id: string, version: number) => ["admin-approvals", "quote", id, version] as const,
};

/** GET /api/admin/approvals (issue 35 §5): waiting discounts first, then decided ones. */
export function useApprovals() {
  return useQuery({
    queryKey: approvalKeys.all,
    queryFn: () => apiData<ApprovalListItem[]>(APPROVALS),
    staleTime: 0,
  });
}

/** The approvals of one quote's versions, for its staff page. */
export function useQuoteApprovals(configurationId: string, version: number) {
  return useQuery({
    queryKey: approvalKeys.ofQuote(configurationId, version),
    queryFn: () =>
      apiData<VersionApproval[]>(`/api/admin/configurations/${configurationId}/approvals`),
    staleTime: 0,
  });
}

/** POST /api/admin/approvals/:id/decision: approve or reject with a reason. */
export function useDecideApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...decision }: ApprovalDecision & { id: string }) =>
      apiRequest<Envelope<ApprovalListItem>>(`${APPROVALS}/${id}/decision`, {
        method: "POST",
        body: decision,
      }),
    retry: retryUnlessRefused,
    onSuccess: async (answer) => {
      toast({ title: answer.message ?? "Decision saved", variant: "success" });
      await queryClient.invalidateQueries({ queryKey: approvalKeys.all });
    },
  });
}
