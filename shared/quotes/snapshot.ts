import { z } from "zod";
import { companyProfileSchema } from "../settings/company-profile";
import { acceptanceChecks } from "./acceptance-check-constants";
import { quoteLocationSchema } from "./engine/quote-request";
import { pricedQuoteSchema } from "./engine/quote-response";
import { optionPricingSchema } from "./optional-items";

/**
 * What a share link shows, frozen when it is made (issue 11, DESIGN data rules): every
 * option's priced lines and totals as saved, the provider's details and the terms as they
 * were. Nothing on the quote page, in the PDF or in the evidence is recomputed from today's
 * catalogue or formulas. Amounts are integer cents.
 */
export const MAX_OPTIONS = 4;

const priced = pricedQuoteSchema.shape;

export const snapshotOptionSchema = z.object({
  /** "Option A", or the label staff gave it ("Recommended"). */
  label: z.string(),
  configurationId: z.uuid(),
  version: z.number().int().min(1),
  name: z.string(),
  riskLevel: priced.riskLevel,
  answers: z.object({
    complianceRequirements: z.array(z.string()),
    securityFocus: z.array(z.string()),
    timeline: z.string().nullable(),
  }),
  /** The locations' counts as the prospect gave them. */
  sites: z.array(quoteLocationSchema),
  locations: priced.locations,
  totals: priced.totals,
  yearlyPayMonthlyCents: priced.yearlyPayMonthlyCents,
  volumeDiscountCents: priced.volumeDiscountCents,
  prepayDiscountRate: priced.prepayDiscountRate,
  prepayDiscountCents: priced.prepayDiscountCents,
  staffDiscountCents: priced.staffDiscountCents,
  setupDiscountCents: priced.setupDiscountCents,
  adjustments: priced.adjustments,
  formulaVersions: priced.formulaVersions,
  /**
   * What the option was priced from, kept only when it has optional lines (issue 35 §7):
   * leaving one out prices it again with the same engine. Public catalogue data only.
   */
  pricing: optionPricingSchema.optional(),
});
export type SnapshotOption = z.output<typeof snapshotOptionSchema>;

/** Who a quote is for: its builder session's own lead, or staff's prospect (issue 32). */
export const preparedForSchema = z.object({
  companyName: z.string(),
  contactName: z.string(),
  email: z.string(),
});
export type PreparedFor = z.output<typeof preparedForSchema>;

/**
 * The provider's documents as they were when the link was made (issue 35 §6): placeholders
 * already filled, Markdown source rendered by the sanitising renderer wherever it is shown.
 * Links made before templates existed have none; they show the fixed terms (`terms`).
 */
export const snapshotDocumentSchema = z.object({
  logoUrl: z.string().nullable(),
  brandColor: z.string(),
  coverLetter: z.string(),
  terms: z.string(),
  /** What happens after acceptance (issue 35 §3); links made before show the defaults. */
  nextSteps: z.array(z.string()).optional(),
  /** What accepting asks for (decision 069); links made before ask for no more than a name. */
  acceptanceCheck: z.enum(acceptanceChecks).optional(),
});
export type SnapshotDocument = z.output<typeof snapshotDocumentSchema>;

export const quoteSnapshotSchema = z.object({
  schema: z.literal(1),
  reference: z.string(),
  title: z.string(),
  preparedFor: preparedForSchema.nullable(),
  provider: companyProfileSchema,
  issuedAt: z.iso.datetime(),
  validUntil: z.iso.datetime(),
  terms: z.array(z.string()),
  document: snapshotDocumentSchema.optional(),
  options: z.array(snapshotOptionSchema).min(1).max(MAX_OPTIONS),
});
export type QuoteSnapshot = z.output<typeof quoteSnapshotSchema>;
