import { QUOTE_TERMS } from "./terms";

/**
 * Issue 35 §6: the provider's quote documents. A cover letter and terms written in Markdown
 * (rendered by the blog's sanitising renderer, so nothing typed can run) with placeholders
 * filled from the quote when it is shared. A placeholder is a name in double braces; there is
 * no logic, loop or expression, so a template cannot run code. The schemas are in
 * document-template.ts, so the quote page fills its text without a schema library (issue 37,
 * decision 079).
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

/** The non-empty lines of the steps text, each trimmed. */
export function stepsOf(text: string): string[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
}
