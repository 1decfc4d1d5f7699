import type { UserSummary } from "@shared/users/user-admin";
import { useAdminMutation } from "~/components/admin/use-admin-mutation";
import { apiData } from "~/lib/api-client";

/** POST /api/admin/users/:id/password: a temporary password, replaced at next sign-in. */
export function useSetUserPassword() {
  return useAdminMutation(
    ({ id, ...body }: { id: string; password: string; currentPassword: string }) =>
      apiData<UserSummary>(`/api/admin/users/${id}/password`, { method: "POST", body }),
    "Temporary password set",
  );
}
