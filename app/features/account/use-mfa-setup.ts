import type { MfaSetup } from "@shared/account/account";
import { useAdminMutation } from "~/components/admin/use-admin-mutation";
import { apiData } from "~/lib/api-client";

/** POST /api/account/mfa/setup {password}: a new secret, as QR code and manual key. */
export function useMfaSetup() {
  return useAdminMutation((password: string) =>
    apiData<MfaSetup>("/api/account/mfa/setup", { method: "POST", body: { password } }),
  );
}
