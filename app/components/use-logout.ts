import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "~/components/ui/toast-store";
import { apiRequest } from "~/lib/api-client";
import { currentUserKey } from "../lib/auth/use-current-user";

/** Seed 001 §8: the underlying text of a failed sign-out. */
export const LOGOUT_FAILED = "Logout failed. Please try again.";

/** Seed 001 §4/§7: any ok answer signs out; the user is cleared, the guard does the rest. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest("/api/auth/logout", { method: "POST" }),
    onSuccess: () => {
      queryClient.setQueryData(currentUserKey, null);
      toast({ title: "Signed out", variant: "info" });
    },
    onError: () => toast({ title: "Logout failed", description: LOGOUT_FAILED, variant: "error" }),
  });
}
