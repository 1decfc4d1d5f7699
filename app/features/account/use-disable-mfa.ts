import { useQueryClient } from "@tanstack/react-query";
import { useAdminMutation } from "~/components/admin/use-admin-mutation";
import { apiRequest } from "~/lib/api-client";
import { currentUserKey } from "~/lib/auth/use-current-user";

/** POST /api/account/mfa/disable {password, token} */
export function useDisableMfa() {
  const queryClient = useQueryClient();
  return useAdminMutation(async (body: { password: string; token: string }) => {
    await apiRequest("/api/account/mfa/disable", { method: "POST", body });
    await queryClient.invalidateQueries({ queryKey: currentUserKey });
  }, "Two-factor authentication is off");
}
