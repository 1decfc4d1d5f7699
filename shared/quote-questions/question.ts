import { z } from "zod";
import { plainText } from "../api/text";
import {
  ESCALATION_NOTE_MAX,
  passageKinds,
  QUESTION_MAX,
  QUESTION_MIN,
  QUESTION_TOO_SHORT,
} from "./question-constants";

/**
 * Issue 36 §3, decision 070: a question asked on the quote page, answered by retrieval from
 * the quote's own lines and terms, the catalogue and the published case studies and posts.
 */

export const askQuestionSchema = z.object({
  question: plainText("your question", QUESTION_MAX).refine(
    (value) => value.length >= QUESTION_MIN,
    QUESTION_TOO_SHORT,
  ),
});
export type AskQuestion = z.infer<typeof askQuestionSchema>;

/** "Ask your account manager": how to reach the asker, if not by the quote's own contact. */
export const escalateQuestionSchema = z.object({
  email: z
    .union([
      z.literal(""),
      z
        .string()
        .trim()
        .toLowerCase()
        .max(254, "Enter an e-mail address of at most 254 characters")
        .pipe(z.email("Enter an e-mail address such as dana@example.com")),
    ])
    .optional()
    .transform((value) => value || null),
  note: plainText("a note", ESCALATION_NOTE_MAX)
    .optional()
    .transform((value) => value || null),
});
export type EscalateQuestion = z.input<typeof escalateQuestionSchema>;

/** Where an answer comes from: a part of this quote page, or a public page of the site. */

export const passageSourceSchema = z.object({
  kind: z.enum(passageKinds),
  title: z.string(),
  /** A section of the quote page ("#lines-title") or a public path ("/blog/slug"). */
  url: z.string(),
});
export type PassageSource = z.infer<typeof passageSourceSchema>;

export const answerPassageSchema = z.object({
  /** A short excerpt of the passage around the words that matched. */
  text: z.string(),
  source: passageSourceSchema,
  score: z.number(),
});
export type AnswerPassage = z.infer<typeof answerPassageSchema>;

/** POST /api/quotes/{token}/questions. */
export const questionAnswerSchema = z.object({
  questionId: z.uuid(),
  /** False when no passage scored high enough: the page offers the account manager. */
  answered: z.boolean(),
  passages: z.array(answerPassageSchema),
});
export type QuestionAnswer = z.infer<typeof questionAnswerSchema>;

/** GET /api/admin/configurations/{id}/questions: the questions asked on its links. */
export const staffQuestionSchema = z.object({
  id: z.uuid(),
  /** The share link's reference ("Q-2026-7K3M9P") the question was asked on. */
  reference: z.string(),
  question: z.string(),
  answered: z.boolean(),
  topScore: z.number(),
  askedAt: z.iso.datetime(),
  escalatedAt: z.iso.datetime().nullable(),
  contactEmail: z.string().nullable(),
  note: z.string().nullable(),
});
export type StaffQuestion = z.infer<typeof staffQuestionSchema>;
