import { useAdminMutation } from "~/components/admin/use-admin-mutation";
import { apiData } from "~/lib/api-client";

/** POST /api/account/mfa/recovery-codes: new codes (the old ones stop working). */
export function useRegenerateRecoveryCodes() {
  return useAdminMutation(async (password: string) => {
    const result = await apiData<{ recoveryCodes: string[] }>("/api/account/mfa/recovery-codes", {
      method: "POST",
      body: { password },
    });
    return result.recoveryCodes;
  });
}
