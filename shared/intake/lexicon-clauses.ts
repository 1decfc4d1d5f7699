/**
 * The intake's words about negation and clauses (issue 36 §1, decision 067), data only; read
 * by `clauses.ts` and `requirements.ts`.
 */
/** Words that deny what follows them in their clause. */
export const negators: readonly string[] = [
  "not",
  "n't",
  "no",
  "never",
  "without",
  "nobody",
  "none",
  "nothing",
  "neither",
  "nor",
  "cannot",
];
/** After a negator, these make it emphasis, not denial: "can't afford downtime". */
export const emphaticAfterNegation: readonly string[] = [
  "afford",
  "wait",
  "want",
  "only",
  "just",
  "merely",
  "overstate",
  "ignore",
  "risk",
  "matter",
  "doubt",
  "stress",
];
/** Words that end a clause outright. */
export const clauseEnders: readonly string[] = [
  "but",
  "however",
  "although",
  "though",
  "whereas",
  "while",
  "because",
  "unless",
  "except",
];
/** Words that end a clause when a new one (with its own verb) follows. */
export const clauseJoiners: readonly string[] = ["and", ",", "so", "which", "who", "plus"];
/** A named requirement denied with these in the clause is one the business lacks and needs. */
export const gapWords: readonly string[] = [
  "yet",
  "compliant",
  "compliance",
  "certified",
  "certification",
  "certificate",
  "audit",
  "audited",
  "ready",
  "readiness",
  "pass",
  "passed",
  "attestation",
  "report",
  "aligned",
  "alignment",
  "prepared",
  "sure",
  "know",
  "certain",
  "program",
  "policy",
  "policies",
];
/** A focus denied with these in the clause is not a worry ("not worried about ransomware"). */
export const attitudeWords: readonly string[] = [
  "worry",
  "worried",
  "concern",
  "concerned",
  "care",
  "interested",
  "priority",
  "issue",
  "problem",
  "focus",
  "relevant",
  "important",
  "bother",
  "need",
  "fear",
];
/** "X doesn't apply", "X isn't relevant": a denial after the mention. */
export const applicabilityWords: readonly string[] = [
  "apply",
  "applies",
  "applicable",
  "relevant",
  "required",
  "requirement",
  "need",
  "needed",
  "concern",
  "issue",
  "problem",
  "matter",
  "worry",
  "priority",
  "subject",
  "scope",
  "mandatory",
  "necessary",
  "important",
  "focus",
  "obligation",
];
