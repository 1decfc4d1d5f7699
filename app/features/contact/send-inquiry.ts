import type { InquiryReceipt } from "@shared/inquiries/inquiry";
import type { InquiryInput } from "@shared/inquiries/inquiry-constants";
import { useMutation } from "@tanstack/react-query";
import { apiData } from "~/lib/api-client";
import { retryUnlessRefused } from "~/lib/retry-policy";
import { useSessionId } from "~/lib/session-provider";

/** POST /api/inquiries: stores the contact form. */
export function sendInquiry(input: InquiryInput, sessionId?: string): Promise<InquiryReceipt> {
  return apiData<InquiryReceipt>("/api/inquiries", { method: "POST", body: input, sessionId });
}

export function useSendInquiry() {
  const sessionId = useSessionId() ?? undefined;
  return useMutation({
    mutationFn: (input: InquiryInput) => sendInquiry(input, sessionId),
    retry: retryUnlessRefused,
  });
}
