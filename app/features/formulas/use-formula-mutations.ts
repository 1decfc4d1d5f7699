import type { AdminFormula, FormulaInput } from "@shared/formulas/formula";
import { useAdminMutation } from "~/components/admin/use-admin-mutation";
import { apiData } from "~/lib/api-client";

const FORMULAS = "/api/admin/formulas";

/** POST a new formula, or PUT a new version of one from the version the editor loaded. */
export function useSaveFormula() {
  return useAdminMutation(
    ({ id, baseVersion, input }: { id?: number; baseVersion?: number; input: FormulaInput }) =>
      id === undefined
        ? apiData<AdminFormula>(FORMULAS, { method: "POST", body: input })
        : apiData<AdminFormula>(`${FORMULAS}/${id}`, {
            method: "PUT",
            body: { ...input, baseVersion },
          }),
  );
}

export function useArchiveFormula() {
  return useAdminMutation(({ id, archived }: { id: number; archived: boolean }) =>
    apiData<AdminFormula>(`${FORMULAS}/${id}/${archived ? "archive" : "restore"}`, {
      method: "POST",
    }),
  );
}
