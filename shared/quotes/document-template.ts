import { z } from "zod";
import { acceptanceChecks } from "./acceptance-check-constants";
import {
  DEFAULT_BRAND_COLOR,
  DEFAULT_COVER_LETTER,
  DEFAULT_TERMS,
  stepsOf,
  unknownPlaceholders,
} from "./document-text";
import { NEXT_STEPS } from "./next-steps";

/**
 * Issue 35 §6: the schemas of the provider's quote documents (their text and placeholders:
 * document-text.ts).
 */

const template = (label: string, max: number) =>
  z
    .string()
    .max(max, `Keep the ${label} under ${max.toLocaleString("en-US")} characters`)
    .superRefine((text, context) => {
      const [first] = unknownPlaceholders(text);
      if (first === undefined) return;
      context.addIssue({
        code: "custom",
        message: `Unknown placeholder {{${first}}}. Use one of the placeholders listed below.`,
      });
    });

/** A logo is an upload of this site (issue 14's media), kept as its path. */
const logoPath = z
  .string()
  .regex(/^\/media\/[0-9a-f]{64}$/, "Upload the logo again")
  .nullable();

export const quoteTemplateSchema = z.object({
  logoUrl: logoPath,
  brandColor: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, "Use a colour like #0e7490")
    .toLowerCase(),
  coverLetter: template("cover letter", 4000),
  terms: template("terms", 8000).refine((text) => text.trim().length > 0, "Enter the terms"),
  /** One step per line, shown after acceptance and in the countersigned copy's e-mail. */
  nextSteps: z
    .string()
    .max(2000, "Keep the steps under 2,000 characters")
    .refine((text) => stepsOf(text).length <= 8, "List at most 8 steps, one per line")
    .default(NEXT_STEPS.join("\n")),
  acceptanceCheck: z
    .enum(acceptanceChecks, { error: "Choose what accepting asks for" })
    .default("off"),
});
export type QuoteTemplate = z.output<typeof quoteTemplateSchema>;

/** The template as stored, with the version a save must name (409 when it moved on). */
export const storedQuoteTemplateSchema = quoteTemplateSchema.extend({
  version: z.number().int().min(0),
});
export type StoredQuoteTemplate = z.output<typeof storedQuoteTemplateSchema>;

export const defaultQuoteTemplate: QuoteTemplate = {
  logoUrl: null,
  brandColor: DEFAULT_BRAND_COLOR,
  coverLetter: DEFAULT_COVER_LETTER,
  terms: DEFAULT_TERMS,
  nextSteps: NEXT_STEPS.join("\n"),
  acceptanceCheck: "off",
};

/**
 * One quote's own cover letter and terms (issue 35 §6), each null to use the provider's.
 * Checked as the template's are.
 */
export const quoteDocumentOverrideSchema = z.object({
  coverLetter: template("cover letter", 4000).nullable(),
  terms: template("terms", 8000)
    .refine((text) => text.trim().length > 0, "Enter the terms")
    .nullable(),
});
export type QuoteDocumentOverride = z.output<typeof quoteDocumentOverrideSchema>;

/** A quote's documents as its editor shows them: its own texts and the provider's beside. */
export const quoteDocumentStateSchema = z.object({
  override: z.object({ coverLetter: z.string().nullable(), terms: z.string().nullable() }),
  defaults: z.object({ coverLetter: z.string(), terms: z.string() }),
});
export type QuoteDocumentState = z.output<typeof quoteDocumentStateSchema>;

/** A save of a quote's documents over the texts the editor loaded (409 when they moved on). */
export const quoteDocumentSaveSchema = quoteDocumentOverrideSchema.extend({
  expected: z.object({ coverLetter: z.string().nullable(), terms: z.string().nullable() }),
});
