import type { AuthUser } from "@shared/auth/user";
import { useQuery } from "@tanstack/react-query";
import { ApiError, apiData } from "~/lib/api-client";

export const currentUserKey = ["auth", "me"] as const;
/** Seed 001 §8. */
export const FETCH_USER_FAILED = "Failed to fetch user. Please try again.";

/** Seed 001 §4/§7: 401 means signed out (null); any other failure is an error. */
export async function fetchCurrentUser(): Promise<AuthUser | null> {
  try {
    return await apiData<AuthUser>("/api/auth/me");
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw new Error(FETCH_USER_FAILED, { cause: error });
  }
}

/**
 * The auth state. A page rendered on the server shows the user the server already checked
 * (as placeholder data, so the first paint needs no request); the browser still confirms it
 * once with GET /api/auth/me. Until that answer arrives the placeholder stands; if the check
 * fails, `data` is undefined and the error is the state (seed 001 §8).
 */
export function useCurrentUser(serverUser?: AuthUser | null) {
  return useQuery({
    queryKey: currentUserKey,
    queryFn: fetchCurrentUser,
    ...(serverUser === undefined ? {} : { placeholderData: serverUser }),
  });
}
