import type { UserSummary } from "@shared/users/user-admin";
import { useAdminMutation } from "~/components/admin/use-admin-mutation";
import { apiData } from "~/lib/api-client";

/** POST /api/admin/users/:id/reset-mfa {currentPassword} */
export function useResetUserMfa() {
  return useAdminMutation(
    ({ id, currentPassword }: { id: string; currentPassword: string }) =>
      apiData<UserSummary>(`/api/admin/users/${id}/reset-mfa`, {
        method: "POST",
        body: { currentPassword },
      }),
    "Two-factor authentication reset",
  );
}
