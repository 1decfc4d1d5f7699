/**
 * Issue 36 §4: what prospects did with the builder's AI suggestions, so staff can see how
 * often they were accepted. Only the kind of suggestion and the outcome are kept: never the
 * text read, the value suggested or anything else the prospect typed. The schemas are in
 * suggestions.ts, so that a builder step reporting an outcome loads no schema library
 * (issue 37, decision 079).
 */
export const suggestionSources = ["intake", "similar-companies"] as const;
export type SuggestionSource = (typeof suggestionSources)[number];

/** accepted: taken as suggested; corrected: taken with a changed value; rejected: set aside. */
export const suggestionOutcomes = ["accepted", "corrected", "rejected"] as const;
export type SuggestionOutcome = (typeof suggestionOutcomes)[number];

export const suggestionSourceLabels: Record<SuggestionSource, string> = {
  intake: "Read from the company description",
  "similar-companies": "Chosen by companies like yours",
};

export const MAX_SUGGESTION_OUTCOMES = 40;

export const SUGGESTION_RATE_LIMIT = { max: 60, timeWindow: "10 minutes" } as const;
