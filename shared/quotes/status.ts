/**
 * A configuration's quote status (DESIGN data rules): draft -> shared -> viewed ->
 * accepted | declined | expired. "expired" is not stored: a shared or viewed quote whose
 * link has run out reads as expired.
 */
export const storedQuoteStatuses = ["draft", "shared", "viewed", "accepted", "declined"] as const;
export type StoredQuoteStatus = (typeof storedQuoteStatuses)[number];
export const quoteStatuses = [...storedQuoteStatuses, "expired"] as const;
export type QuoteStatus = (typeof quoteStatuses)[number];

export const quoteStatusLabels: Record<QuoteStatus, string> = {
  draft: "Draft",
  shared: "Shared",
  viewed: "Viewed",
  accepted: "Accepted",
  declined: "Declined",
  expired: "Expired",
};

export const quoteDecisions = ["accepted", "declined"] as const;
export type QuoteDecision = (typeof quoteDecisions)[number];

/** Seed-free defaults of issue 11: a share link lasts 30 days unless staff choose otherwise. */
export const SHARE_DAYS_DEFAULT = 30;
export const SHARE_DAYS_MAX = 365;

/**
 * How an accepted option is paid: the quote page's billing switch (issue 33). The choice is
 * part of the acceptance's evidence and of the deal it wins (decision 048).
 */
export const quoteBillings = ["monthly", "annual"] as const;
export type QuoteBilling = (typeof quoteBillings)[number];
export const quoteBillingLabels: Record<QuoteBilling, string> = {
  monthly: "Monthly",
  annual: "Annual prepay",
};
