import { useAdminMutation } from "~/components/admin/use-admin-mutation";
import { apiRequest } from "~/lib/api-client";

/** POST /api/account/sessions/revoke-others */
export function useRevokeOtherSessions() {
  return useAdminMutation(
    () => apiRequest("/api/account/sessions/revoke-others", { method: "POST" }),
    "Other sessions signed out",
  );
}
