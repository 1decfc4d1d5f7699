import { z } from "zod";
import { acceptanceChecks } from "./acceptance-check";
import { NEXT_STEPS } from "./next-steps";
import { QUOTE_TERMS } from "./terms";

/**
 * Issue 35 §6: the provider's quote documents. A cover letter and terms written in Markdown
 * (rendered by the blog's sanitising renderer, so nothing typed can run) with placeholders
 * filled from the quote when it is shared. A placeholder is a name in double braces; there is
 * no logic, loop or expression, so a template cannot run code.
 */
export const QUOTE_PLACEHOLDERS = {
  "prospect.companyName": "The company the quote is for",
  "prospect.contactName": "Its contact",
  "quote.title": "The quote's title",
  "quote.reference": "The quote's reference",
  "quote.validUntil": "The last day it can be accepted",
  "company.name": "Your company name",
  "company.phone": "Your phone number",
  "company.salesEmail": "Your sales e-mail",
} as const;
export type PlaceholderName = keyof typeof QUOTE_PLACEHOLDERS;
export type PlaceholderValues = Record<PlaceholderName, string>;

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

const isPlaceholder = (name: string): name is PlaceholderName =>
  Object.hasOwn(QUOTE_PLACEHOLDERS, name);

/** The placeholders a text uses that do not exist, in order of first use. */
export function unknownPlaceholders(text: string): string[] {
  const unknown = new Set<string>();
  for (const match of text.matchAll(PLACEHOLDER)) {
    const name = match[1] ?? "";
    if (!isPlaceholder(name)) unknown.add(name);
  }
  return [...unknown];
}

/** Markdown's own punctuation, so a filled-in company name stays the text it is. */
const escapeMarkdown = (value: string) => value.replace(/[\\`*_[\]{}()<>#+!|~-]/g, "\\$&");

/** The text with each placeholder replaced by its value (as text, never as Markdown). */
export function fillPlaceholders(text: string, values: PlaceholderValues): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    isPlaceholder(name) ? escapeMarkdown(values[name]) : whole,
  );
}

export const DEFAULT_COVER_LETTER = [
  "Dear {{prospect.contactName}},",
  "",
  "Thank you for considering {{company.name}} for {{prospect.companyName}}. This quote sets out the services we recommend, what each costs and how it is billed. It can be accepted online until {{quote.validUntil}}.",
  "",
  "If anything should change before you decide, call us on {{company.phone}} or write to {{company.salesEmail}}.",
].join("\n");

export const DEFAULT_TERMS = QUOTE_TERMS.map((term, index) => `${index + 1}. ${term}`).join("\n");

export const DEFAULT_BRAND_COLOR = "#0e7490";

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

/** The non-empty lines of the steps text, each trimmed. */
export function stepsOf(text: string): string[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
}

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
