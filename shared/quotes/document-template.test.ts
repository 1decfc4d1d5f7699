import { describe, expect, it } from "vitest";
import { quoteTemplateSchema } from "./document-template";
import {
  DEFAULT_COVER_LETTER,
  DEFAULT_TERMS,
  fillPlaceholders,
  type PlaceholderValues,
  unknownPlaceholders,
} from "./document-text";

const values: PlaceholderValues = {
  "prospect.companyName": "Harbor *Dental* [Group]",
  "prospect.contactName": "Dana Whitfield",
  "quote.title": "Managed security",
  "quote.reference": "Q-2026-0001",
  "quote.validUntil": "December 28, 2026",
  "company.name": "Sentinel Forge IT",
  "company.phone": "+1 (410) 555-0142",
  "company.salesEmail": "sales@sentinelforge.example",
};

describe("quote templates (issue 35 §6)", () => {
  it("fills every placeholder, with or without spaces inside the braces", () => {
    expect(
      fillPlaceholders("Dear {{prospect.contactName}}, until {{ quote.validUntil }}.", values),
    ).toBe("Dear Dana Whitfield, until December 28, 2026.");
  });

  it("inserts values as text: a company name cannot become Markdown", () => {
    expect(fillPlaceholders("For {{prospect.companyName}}", values)).toBe(
      "For Harbor \\*Dental\\* \\[Group\\]",
    );
  });

  it("names placeholders that do not exist and leaves them as typed", () => {
    const text = "{{prospect.companyName}} {{quote.total}} {{constructor}} {{quote.total}}";
    expect(unknownPlaceholders(text)).toEqual(["quote.total", "constructor"]);
    expect(fillPlaceholders("{{__proto__}}", values)).toBe("{{__proto__}}");
  });

  it("refuses a template with an unknown placeholder, naming it", () => {
    const parsed = quoteTemplateSchema.safeParse({
      logoUrl: null,
      brandColor: "#0E7490",
      coverLetter: "Hello {{prospect.name}}",
      terms: DEFAULT_TERMS,
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({
      path: ["coverLetter"],
      message: "Unknown placeholder {{prospect.name}}. Use one of the placeholders listed below.",
    });
  });

  it("accepts the defaults, lower-cases the colour and refuses empty terms and foreign logos", () => {
    const base = { logoUrl: null, brandColor: "#0E7490", coverLetter: DEFAULT_COVER_LETTER };
    expect(quoteTemplateSchema.parse({ ...base, terms: DEFAULT_TERMS }).brandColor).toBe("#0e7490");
    expect(quoteTemplateSchema.safeParse({ ...base, terms: "  " }).success).toBe(false);
    const foreign = { ...base, terms: DEFAULT_TERMS, logoUrl: "https://example.com/logo.png" };
    expect(quoteTemplateSchema.safeParse(foreign).success).toBe(false);
    expect(unknownPlaceholders(DEFAULT_COVER_LETTER)).toEqual([]);
  });
});
