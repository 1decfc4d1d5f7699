import type {
  Opportunity,
  OpportunityInput,
  OpportunityMoveInput,
  OpportunityUpdate,
} from "@shared/opportunities/opportunity";
import { useMutation } from "@tanstack/react-query";
import { useAdminMutation } from "~/components/admin/use-admin-mutation";
import { apiData } from "~/lib/api-client";

export const OPPORTUNITIES = "/api/opportunities";

/** POST /:id/move's body (the shared request schema) and the card it moves. */
export type MoveRequest = OpportunityMoveInput & { id: string };

/** POST /:id/move. The board shows the move before the answer, so no retry and no reload here. */
export function useMoveOpportunity() {
  return useMutation({
    mutationFn: ({ id, ...body }: MoveRequest) =>
      apiData<Opportunity>(`${OPPORTUNITIES}/${id}/move`, { method: "POST", body }),
    retry: false,
  });
}

export function useCreateOpportunity() {
  return useAdminMutation(
    (input: Partial<OpportunityInput>) =>
      apiData<Opportunity>(OPPORTUNITIES, { method: "POST", body: input }),
    "Opportunity created",
  );
}

/** PUT /:id on the version the dialog loaded: a stale one answers 409 and changes nothing. */
export function useUpdateOpportunity() {
  return useAdminMutation(
    ({ id, ...body }: Partial<OpportunityUpdate> & { id: string }) =>
      apiData<Opportunity>(`${OPPORTUNITIES}/${id}`, { method: "PUT", body }),
    "Opportunity saved",
  );
}

/** Takes a deal off the board and the lists; the API keeps it (archived=true) for a restore. */
export function useArchiveOpportunity() {
  return useAdminMutation(
    (id: string) => apiData<Opportunity>(`${OPPORTUNITIES}/${id}/archive`, { method: "POST" }),
    "Opportunity archived",
  );
}
