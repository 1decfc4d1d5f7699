import type { WaitlistReceipt } from "@shared/waitlist/waitlist";
import type { WaitlistInput } from "@shared/waitlist/waitlist-constants";
import { useMutation } from "@tanstack/react-query";
import { apiData } from "~/lib/api-client";
import { retryUnlessRefused } from "~/lib/retry-policy";
import { useSessionId } from "~/lib/session-provider";

/** POST /api/waitlist: stores the address (once, whatever its case). */
export function joinWaitlist(input: WaitlistInput, sessionId?: string): Promise<WaitlistReceipt> {
  return apiData<WaitlistReceipt>("/api/waitlist", { method: "POST", body: input, sessionId });
}

export function useJoinWaitlist() {
  const sessionId = useSessionId() ?? undefined;
  return useMutation({
    mutationFn: (input: WaitlistInput) => joinWaitlist(input, sessionId),
    retry: retryUnlessRefused,
  });
}
