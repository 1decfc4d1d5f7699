/** Issue 13: a contact inquiry is new until staff have handled it. */
export const inquiryStatuses = ["new", "handled"] as const;
export type InquiryStatus = (typeof inquiryStatuses)[number];

export const inquiryStatusLabels: Record<InquiryStatus, string> = {
  new: "New",
  handled: "Handled",
};
