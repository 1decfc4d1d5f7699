import { z } from "zod";

/**
 * Issue 36 §4: what prospects did with the builder's AI suggestions, so staff can see how
 * often they were accepted. Only the kind of suggestion and the outcome are kept: never the
 * text read, the value suggested or anything else the prospect typed.
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

/** POST /api/sb/suggestions: one answer to the suggestions shown together. */
export const suggestionAnswersSchema = z.object({
  source: z.enum(suggestionSources, { error: "Unknown suggestion source" }),
  outcomes: z
    .array(z.enum(suggestionOutcomes, { error: "Unknown outcome" }))
    .min(1, "Send at least one outcome")
    .max(MAX_SUGGESTION_OUTCOMES, `At most ${MAX_SUGGESTION_OUTCOMES} outcomes`),
});
export type SuggestionAnswers = z.infer<typeof suggestionAnswersSchema>;

export const SUGGESTION_RATE_LIMIT = { max: 60, timeWindow: "10 minutes" } as const;

/** The builder analytics' figure: per source, how the period's suggestions were answered. */
export const suggestionFiguresSchema = z.array(
  z.object({
    source: z.enum(suggestionSources),
    accepted: z.number().int(),
    corrected: z.number().int(),
    rejected: z.number().int(),
  }),
);
export type SuggestionFigures = z.infer<typeof suggestionFiguresSchema>;

/** Accepted or corrected, of all answered; null when none were. */
export function acceptanceRate(figure: SuggestionFigures[number]): number | null {
  const answered = figure.accepted + figure.corrected + figure.rejected;
  return answered === 0 ? null : (figure.accepted + figure.corrected) / answered;
}
