import { describe, expect, it } from "vitest";
import type { PlaceholderValues } from "./document-text";
import {
  DEFAULT_SEND_MESSAGE,
  DEFAULT_SEND_SUBJECT,
  fillAsText,
  opensText,
  quoteSendSchema,
  sentMessageText,
} from "./quote-send";

const values: PlaceholderValues = {
  "prospect.companyName": "Harbor Dental",
  "prospect.contactName": "Dana Whitfield",
  "quote.title": "Two offices",
  "quote.reference": "Q-2026-7K3M9P",
  "quote.validUntil": "January 31, 2027",
  "company.name": "Sentinel Forge IT",
  "company.phone": "+1 555 0100",
  "company.salesEmail": "sales@example.com",
};

describe("the send message (issue 35 §1)", () => {
  it("fills placeholders as plain text, leaving Markdown characters as typed", () => {
    expect(fillAsText(DEFAULT_SEND_SUBJECT, values)).toBe(
      "Your quote Q-2026-7K3M9P from Sentinel Forge IT",
    );
    expect(
      fillAsText("{{ company.name }} *bold* {{prospect.companyName}}", {
        ...values,
        "prospect.companyName": "A_B (Co)",
      }),
    ).toBe("Sentinel Forge IT *bold* A_B (Co)");
  });

  it("always ends with the link, whatever the sender wrote", () => {
    const text = sentMessageText(DEFAULT_SEND_MESSAGE, values, "https://x.test/sb/quote/t");
    expect(text.startsWith("Dear Dana Whitfield,")).toBe(true);
    expect(text.endsWith("\n\nOpen your quote: https://x.test/sb/quote/t")).toBe(true);
    expect(text).not.toContain("{{");
  });

  it("refuses unknown placeholders, a multi-line subject and no recipients", () => {
    const parsed = quoteSendSchema.safeParse({
      version: 1,
      shareId: null,
      recipients: [],
      subject: "Line one\nline two",
      message: "{{prospect.password}}",
    });
    expect(parsed.success).toBe(false);
    const paths = parsed.error?.issues.map((issue) => issue.path.join("."));
    expect(paths).toEqual(expect.arrayContaining(["recipients", "subject", "message"]));
  });

  it("counts opens in words", () => {
    expect([0, 1, 2].map(opensText)).toEqual(["not opened yet", "opened once", "opened 2 times"]);
  });
});
