import { describe, expect, it } from "vitest";
import { emailColours, emailHtml } from "./email-html";

const brand = { name: "Sentinel Forge", logoUrl: null, color: "#0e7490" };

describe("a customer message's HTML part (issue 35 §6)", () => {
  it("escapes the text, links its addresses without the sentence's full stop, keeps its lines", () => {
    const html = emailHtml(
      {
        subject: "Quote <1>",
        text: 'Hi <b>Dana</b> & "team",\nsee https://q.example.com/a?x=1&y=2.\n\nThanks',
        brand,
      },
      null,
    );
    expect(html).toContain("<title>Quote &lt;1&gt;</title>");
    expect(html).toContain("Hi &lt;b&gt;Dana&lt;/b&gt; &amp; &quot;team&quot;,<br>see ");
    expect(html).toContain('<a href="https://q.example.com/a?x=1&amp;y=2" style=');
    expect(html).toContain("https://q.example.com/a?x=1&amp;y=2</a>.</p>");
    expect(html).toContain(">Thanks</p>");
    expect(html).not.toMatch(/<script|<b>|javascript:/i);
  });

  it("shows a link alone on its line as a button, a quote's as 'View the quote'", () => {
    const quote = emailHtml(
      { subject: "s", text: "https://q.example.com/sb/quote/t", brand },
      null,
    );
    expect(quote).toContain(">View the quote</a>");
    const other = emailHtml({ subject: "s", text: "https://q.example.com/help", brand }, null);
    expect(other).toContain(">Open the link</a>");
  });

  it("puts what follows the signature line in the small print, after the card", () => {
    const html = emailHtml(
      { subject: "s", text: "Body\n\n--\nTo receive no more: https://q.example.com/u/1", brand },
      null,
    );
    const card = html.indexOf(">Body</p>");
    const footer = html.indexOf("To receive no more: ");
    expect(card).toBeGreaterThan(0);
    expect(footer).toBeGreaterThan(card);
    expect(html.slice(footer - 80, footer)).toContain("font:13px");
  });

  it("shows the logo from where it is read, the provider's name without one", () => {
    const withLogo = emailHtml({ subject: "s", text: "t", brand }, "cid:logo@quote");
    expect(withLogo).toContain('<img src="cid:logo@quote" alt="Sentinel Forge"');
    const without = emailHtml({ subject: "s", text: "t", brand }, null);
    expect(without).not.toContain("<img");
    expect(without).toContain(">Sentinel Forge</span>");
  });

  it("keeps text readable on any brand colour (WCAG AA)", () => {
    expect(emailColours("#0e7490")).toEqual({ link: "#0e7490", buttonText: "#ffffff" });
    // A pale brand: dark label on the button, links in ink.
    expect(emailColours("#fde68a")).toEqual({ link: "#0f172a", buttonText: "#0f172a" });
  });
});
