import type { UserSummary } from "@shared/users/user-admin";
import { useAdminMutation } from "~/features/admin-shell/use-admin-mutation";
import { apiData } from "~/lib/api-client";

/** POST /api/admin/users/:id/reset-mfa */
export function useResetUserMfa() {
  return useAdminMutation(
    (id: string) => apiData<UserSummary>(`/api/admin/users/${id}/reset-mfa`, { method: "POST" }),
    "Two-factor authentication reset",
  );
}
