import type { ChangePasswordInput } from "@shared/account/account";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api-client";

/** POST /api/account/password: also ends the account's other sessions. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      apiRequest("/api/account/password", { method: "POST", body: input }),
    retry: false,
  });
}
