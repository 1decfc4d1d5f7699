import type { InquiryUpdate, StaffInquiry } from "@shared/inquiries/staff-inquiry";
import { useMutation } from "@tanstack/react-query";
import { useRevalidator } from "react-router";
import { toast } from "~/components/ui/toast-store";
import { ApiError, apiData } from "~/lib/api-client";
import { apiMessage } from "~/lib/form-errors";

/**
 * An inquiry write: the list reloads after it either way, so a 409 (someone changed the
 * inquiry since the page loaded) shows their change at once, with a message saying so.
 */
function useInquiryMutation<TInput>(
  mutationFn: (input: TInput) => Promise<StaffInquiry>,
  success: (inquiry: StaffInquiry) => string,
) {
  const revalidator = useRevalidator();
  return useMutation({
    mutationFn,
    retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status < 500),
    onSuccess: async (inquiry) => {
      await revalidator.revalidate();
      toast({ title: success(inquiry), variant: "success" });
    },
    onError: async (error) => {
      const stale = error instanceof ApiError && error.status === 409;
      if (stale) await revalidator.revalidate();
      toast({
        title: stale ? "Someone else changed this inquiry" : "Not saved",
        description: stale
          ? "The list now shows their change. Try again if it is still needed."
          : apiMessage(error, "The inquiry could not be saved. Try again."),
        variant: "error",
      });
    },
  });
}

/** PUT /api/inquiries/:id with the version the row was loaded with. */
export function useUpdateInquiry() {
  return useInquiryMutation(
    ({ id, ...update }: InquiryUpdate & { id: string }) =>
      apiData<StaffInquiry>(`/api/inquiries/${id}`, { method: "PUT", body: update }),
    (inquiry) =>
      inquiry.status === "handled"
        ? `Inquiry from ${inquiry.name} saved as handled`
        : `Inquiry from ${inquiry.name} saved`,
  );
}

/** POST /api/inquiries/:id/convert: links the inquiry to its prospect. */
export function useConvertInquiry() {
  return useInquiryMutation(
    ({ id, companyName }: { id: string; companyName?: string }) =>
      apiData<StaffInquiry>(`/api/inquiries/${id}/convert`, {
        method: "POST",
        body: { companyName },
      }),
    (inquiry) => `Linked to ${inquiry.prospect?.companyName ?? "its prospect"}`,
  );
}
