import { z } from "zod";
import {
  MAX_SUGGESTION_OUTCOMES,
  suggestionOutcomes,
  suggestionSources,
} from "./suggestion-constants";

/** POST /api/sb/suggestions: one answer to the suggestions shown together. */
export const suggestionAnswersSchema = z.object({
  source: z.enum(suggestionSources, { error: "Unknown suggestion source" }),
  outcomes: z
    .array(z.enum(suggestionOutcomes, { error: "Unknown outcome" }))
    .min(1, "Send at least one outcome")
    .max(MAX_SUGGESTION_OUTCOMES, `At most ${MAX_SUGGESTION_OUTCOMES} outcomes`),
});
export type SuggestionAnswers = z.infer<typeof suggestionAnswersSchema>;

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
