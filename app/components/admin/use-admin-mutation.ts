import { useMutation } from "@tanstack/react-query";
import { useRevalidator } from "react-router";
import { toast } from "~/components/ui/toast-store";
import { ApiError } from "~/lib/api-client";

/**
 * An admin write: on success the page's loader data is reloaded and a toast confirms. Only
 * network and server failures are retried (seed 001 §7: once); a 4xx answer will not change.
 */
export function useAdminMutation<TInput, TResult>(
  mutationFn: (input: TInput) => Promise<TResult>,
  success?: string,
) {
  const revalidator = useRevalidator();
  return useMutation({
    mutationFn,
    retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status < 500),
    onSuccess: async () => {
      await revalidator.revalidate();
      if (success) toast({ title: success, variant: "success" });
    },
  });
}
