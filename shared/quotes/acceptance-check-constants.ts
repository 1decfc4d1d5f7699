/**
 * Issue 35 §3, decision 069: what a prospect proves before accepting, set in the company's
 * quote documents and frozen with each link. "email": the address the quote was sent to
 * (or the builder lead's); "code": a one-time code e-mailed to that address. The schemas of
 * what the visitor types are in acceptance-check.ts, so the quote page shows its decision
 * form without a schema library (decision 079).
 */
export const acceptanceChecks = ["off", "email", "code"] as const;
export type AcceptanceCheck = (typeof acceptanceChecks)[number];
export const acceptanceCheckLabels: Record<AcceptanceCheck, string> = {
  off: "Name, title and the terms box",
  email: "Also the e-mail address the quote was sent to",
  code: "Also a one-time code e-mailed to that address",
};

export const EMAIL_NEEDED = "Enter the e-mail address this quote was sent to";
export const CODE_NEEDED = "Enter the 6-digit code we e-mailed you";

export const ACCEPTANCE_CODE_LENGTH = 6;
export const ACCEPTANCE_CODE_MINUTES = 15;
/** Wrong codes before a code stops working (a new one can be asked for). */
export const ACCEPTANCE_CODE_ATTEMPTS = 5;

/** One answer whatever the address: the page never says who a quote was sent to. */
export const CODE_SENT =
  "If this quote was sent to that address, a code is on its way. It works for 15 minutes.";
export const EMAIL_NOT_RECIPIENT =
  "This address is not one this quote was sent to. Use the address the quote e-mail came to.";
export const CODE_WRONG = "That code is not right or has expired. Ask for a new code.";
export const CODE_NOT_NEEDED = "This quote does not need a code to be accepted.";

/** How an acceptance was verified, as the evidence records it. */
export const acceptanceVerifications = ["none", "email", "code"] as const;
export type AcceptanceVerification = (typeof acceptanceVerifications)[number];

/** The evidence's line for how an acceptance was verified; null when it was not. */
export function verificationText(evidence: {
  verification: AcceptanceVerification;
  verifiedEmail: string | null;
}): string | null {
  if (evidence.verification === "email") {
    return `Entered ${evidence.verifiedEmail}, an address the quote was sent to`;
  }
  if (evidence.verification === "code") {
    return `One-time code e-mailed to ${evidence.verifiedEmail}`;
  }
  return null;
}
