import { quoteSnapshotSchema } from "@shared/quotes/snapshot";
import { describe, expect, it } from "vitest";
import { sampleSnapshot } from "../sample-snapshot";
import { escapeHtml, html } from "./html";
import { quoteDocumentHtml, quoteFooterTemplate } from "./quote-document";

const hostile = "<script>alert(1)</script>";

describe("the quote document's HTML", () => {
  it("escapes every interpolated value, nested fragments once", () => {
    expect(escapeHtml(`<a href="x" title='y'>&`)).toBe(
      "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;",
    );
    const inner = html`<b>${"<i>"}</b>`;
    expect(html`<p>${inner}${[hostile, 1, null, false]}</p>`.value).toBe(
      "<p><b>&lt;i&gt;</b>&lt;script&gt;alert(1)&lt;/script&gt;1</p>",
    );
  });

  it("carries snapshot text as text only: no script, no external resource", () => {
    const snapshot = sampleSnapshot({ locations: 2, options: 2 });
    const [first] = snapshot.options;
    if (!first?.locations[0]) throw new Error("sample has no location");
    first.locations[0].name = hostile;
    snapshot.provider = { ...snapshot.provider, name: `Forge "IT" & Co's <b>` };
    const page = quoteDocumentHtml(snapshot, { decision: null });
    expect(page).not.toMatch(/<script/i);
    expect(page).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(page).toContain("Forge &quot;IT&quot; &amp; Co&#39;s &lt;b&gt;");
    expect(page).not.toMatch(/(src|href)\s*=|url\((?!data:)|https?:\/\//i);
    expect(page).toMatch(/@font-face\{font-family:"Inter Variable".*url\(data:font\/woff2;base64,/);
    expect(page).toContain("Content-Security-Policy");
    expect(quoteFooterTemplate(snapshot)).toContain(
      "Forge &quot;IT&quot; &amp; Co&#39;s &lt;b&gt;",
    );
  });

  it("prints the link's cover letter, terms, logo and colour, sanitised (issue 35 §6)", () => {
    const snapshot = sampleSnapshot({ locations: 1 });
    snapshot.document = {
      logoUrl: `/media/${"a".repeat(64)}`,
      brandColor: "#7c3aed",
      coverLetter: `Dear Dana,\n\nWe are glad to help **Harbor Dental**. ${hostile} [click](javascript:alert(1))`,
      terms: "1. Payment within 30 days.\n2. Twelve months' term.",
    };
    const logo = "data:image/webp;base64,UklGRg==";
    const page = quoteDocumentHtml(snapshot, { decision: null, logo });
    expect(page).toContain("<p>Dear Dana,</p>");
    expect(page).toContain("<strong>Harbor Dental</strong>");
    expect(page).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(page).not.toMatch(/<script|href="javascript/i);
    expect(page).toContain("<li>Payment within 30 days.</li>");
    expect(page).not.toContain("Master Services Agreement");
    expect(page).toContain(`<img src="${logo}" alt="">`);
    expect(page).toContain('style="--brand: #7c3aed"');
    // Without a cover letter of its own, a link made before templates keeps the fixed intro.
    const legacy = quoteDocumentHtml(sampleSnapshot({ locations: 1 }), { decision: null });
    expect(legacy).toContain("Thank you for the opportunity to work with");
    expect(legacy).toContain("Master Services Agreement");
  });

  it("shows the comparison only when there are several options", () => {
    const one = quoteDocumentHtml(sampleSnapshot({ locations: 1 }), { decision: null });
    const two = quoteDocumentHtml(sampleSnapshot({ locations: 1, options: 2 }), { decision: null });
    expect(one).not.toContain("Comparing your options");
    expect(two).toContain("Comparing your options");
  });

  it("gives a single-option quote no option letter (issue 34)", () => {
    const snapshot = sampleSnapshot({ locations: 1 });
    expect(snapshot.options[0]?.label).toBe("Option A");
    const page = quoteDocumentHtml(snapshot, {
      decision: {
        decision: "accepted",
        position: 0,
        optionLabel: "Option A",
        billing: "monthly",
        fullName: "Dana Reyes",
        title: "Practice manager",
        reason: null,
        termsAgreed: "I agree",
        verification: "none",
        verifiedEmail: null,
        declinedOptional: [],
        leftOut: [],
        decidedAt: new Date(0).toISOString(),
        ip: "203.0.113.9",
        userAgent: "Test",
        snapshotSha256: "0".repeat(64),
      },
    });
    expect(page).not.toContain("Option A");
    expect(page).toContain("Your quote");
    const two = quoteDocumentHtml(sampleSnapshot({ locations: 1, options: 2 }), { decision: null });
    expect(two).toContain("Option A");
    expect(two).toContain("Option B");
  });
});

describe("sampleSnapshot", () => {
  it("builds a valid, deterministic snapshot from the engine", () => {
    const snapshot = sampleSnapshot({ locations: 3, options: 4 });
    expect(quoteSnapshotSchema.parse(snapshot)).toEqual(snapshot);
    expect(snapshot.options).toHaveLength(4);
    for (const option of snapshot.options) {
      expect(option.locations).toHaveLength(3);
      expect(option.totals.monthly).toBeGreaterThan(0);
    }
    expect(snapshot.options.some((option) => option.adjustments.length > 0)).toBe(true);
    expect(sampleSnapshot({ locations: 3, options: 4 })).toEqual(snapshot);
  });
});
