import type { LoginMfaBody } from "@shared/auth/credentials";
import type { AuthUser } from "@shared/auth/user";
import { useMutation } from "@tanstack/react-query";
import { apiData } from "~/lib/api-client";

/** Seed 001 §7: POST /api/auth/login-mfa {userId, token} answers the user. */
export function useLoginMfa() {
  return useMutation({
    mutationFn: (body: LoginMfaBody) =>
      apiData<AuthUser>("/api/auth/login-mfa", { method: "POST", body }),
    // A retried code would be refused as a replay.
    retry: false,
  });
}
