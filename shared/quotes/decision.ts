import { z } from "zod";
import { plainText, requiredText } from "../api/text";
import { acceptanceCode, acceptanceEmail } from "./acceptance-check";
import { acceptanceVerifications } from "./acceptance-check-constants";
import { lineKeySchema, lineKeysSchema } from "./line-key";
import { quoteBillings, quoteDecisions } from "./status";

/** A prospect's answer to a shared quote and the evidence kept with it (issue 11). */
export const decisionEvidenceSchema = z.object({
  decision: z.enum(quoteDecisions),
  /** The option accepted (index into the snapshot's options); null when declined. */
  position: z.number().int().min(0).nullable(),
  optionLabel: z.string().nullable(),
  /**
   * How the accepted option is paid, as chosen on the quote page (decision 048). Answers
   * recorded before the choice was kept read "monthly", the page's default then.
   */
  billing: z.enum(quoteBillings).default("monthly"),
  fullName: z.string().nullable(),
  title: z.string().nullable(),
  reason: z.string().nullable(),
  /** The terms text the prospect agreed to, as shown beside the tick box. */
  termsAgreed: z.string().nullable(),
  ip: z.string(),
  userAgent: z.string(),
  /** SHA-256 (hex) of the snapshot the prospect saw. */
  snapshotSha256: z.string(),
  /** Issue 35 §3: how the acceptance was verified, and the address it was verified with. */
  verification: z.enum(acceptanceVerifications).default("none"),
  verifiedEmail: z.string().nullable().default(null),
  /** Issue 35 §7: the optional lines left out of the accepted option (none before). */
  declinedOptional: z.array(lineKeySchema).default([]),
  /** Those lines by name, as the snapshot names them ("Server Backup at Boston"). */
  leftOut: z.array(z.string()).default([]),
  decidedAt: z.iso.datetime(),
});
export type DecisionEvidence = z.infer<typeof decisionEvidenceSchema>;

export const acceptQuoteSchema = z.object({
  position: z.number().int().min(0, "Choose an option").max(3, "Choose an option"),
  /** The billing switch's choice; a client that does not send it accepts monthly billing. */
  billing: z.enum(quoteBillings, { error: "Choose monthly or annual billing" }).default("monthly"),
  fullName: requiredText("your full name", 120),
  title: requiredText("your title", 120),
  agreeToTerms: z.literal(true, { error: "Tick the box to agree to the terms" }),
  /** Required when the link's acceptance check is "email" or "code" (decision 069). */
  email: acceptanceEmail.optional(),
  code: acceptanceCode.optional(),
  /** The optional lines the prospect unticked; each must be one the option offers. */
  declinedOptional: lineKeysSchema,
});
export type AcceptQuote = z.infer<typeof acceptQuoteSchema>;

export const declineQuoteSchema = z.object({
  reason: plainText("a reason", 1000).default(""),
});
