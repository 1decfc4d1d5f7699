import type { LoginBody } from "@shared/auth/credentials";
import type { LoginResult } from "@shared/auth/user";
import { useMutation } from "@tanstack/react-query";
import { apiData } from "~/lib/api-client";

/** Seed 001 §7: POST /api/auth/login answers the user, or {requiresMfa, userId}. */
export function useLogin() {
  return useMutation({
    mutationFn: (credentials: LoginBody) =>
      apiData<LoginResult>("/api/auth/login", { method: "POST", body: credentials }),
    // A repeated sign-in must be the person's choice, not an automatic retry.
    retry: false,
  });
}
