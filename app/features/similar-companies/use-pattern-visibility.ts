import type { PatternVisibility } from "@shared/similar-companies/schema";
import { useAdminMutation } from "~/components/admin/use-admin-mutation";
import { apiData } from "~/lib/api-client";

/** PUT /api/admin/similar-companies/hidden: hide a pattern from the builder, or show it again. */
export function usePatternVisibility() {
  return useAdminMutation(
    (visibility: PatternVisibility) =>
      apiData<PatternVisibility>("/api/admin/similar-companies/hidden", {
        method: "PUT",
        body: visibility,
      }),
    "Pattern updated",
  );
}
