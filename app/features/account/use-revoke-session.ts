import { useAdminMutation } from "~/components/admin/use-admin-mutation";
import { apiRequest } from "~/lib/api-client";

/** DELETE /api/account/sessions/:id */
export function useRevokeSession() {
  return useAdminMutation(
    (id: string) => apiRequest(`/api/account/sessions/${id}`, { method: "DELETE" }),
    "Session signed out",
  );
}
