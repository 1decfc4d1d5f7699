/**
 * Issue 36 §3, decision 070: a question asked on the quote page, its limits, the kinds of
 * passage an answer quotes and what the visitor is told. The schemas are in question.ts, so
 * the quote page loads no schema library before a question is asked (decision 079).
 */
export const QUESTION_MIN = 3;
export const QUESTION_MAX = 500;
export const ESCALATION_NOTE_MAX = 1000;

export const QUESTION_TOO_SHORT = `Type a question of at least ${QUESTION_MIN} characters`;

export const passageKinds = ["quote", "terms", "service", "case-study", "blog"] as const;
export type PassageKind = (typeof passageKinds)[number];

export const NOTHING_FOUND =
  "We could not find an answer to that in this quote or in what we have published.";
export const ESCALATED =
  "Your account manager has your question and will answer you by e-mail or phone.";
export const ALREADY_ESCALATED = "Your account manager already has this question.";
export const QUESTION_NOT_FOUND = "This question was not asked on this quote.";
