import type { UpdateUserInput, UserSummary } from "@shared/users/user-admin";
import { useAdminMutation } from "~/components/admin/use-admin-mutation";
import { apiData } from "~/lib/api-client";

/** PATCH /api/admin/users/:id (edit, deactivate, reactivate, require a new password). */
export function useUpdateUser(success = "User updated") {
  return useAdminMutation(
    ({ id, ...changes }: UpdateUserInput & { id: string }) =>
      apiData<UserSummary>(`/api/admin/users/${id}`, { method: "PATCH", body: changes }),
    success,
  );
}
