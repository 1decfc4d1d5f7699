import { useQueryClient } from "@tanstack/react-query";
import { useAdminMutation } from "~/components/admin/use-admin-mutation";
import { apiData } from "~/lib/api-client";
import { currentUserKey } from "~/lib/auth/use-current-user";

/** POST /api/account/mfa/enable: answers the ten recovery codes, this once. */
export function useEnableMfa() {
  const queryClient = useQueryClient();
  return useAdminMutation(async (token: string) => {
    const result = await apiData<{ recoveryCodes: string[] }>("/api/account/mfa/enable", {
      method: "POST",
      body: { token },
    });
    await queryClient.invalidateQueries({ queryKey: currentUserKey });
    return result.recoveryCodes;
  });
}
