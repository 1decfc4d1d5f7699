import { readdirSync, readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { formatMoney } from "@shared/pricing/money";
import type { DecisionEvidence } from "@shared/quotes/decision";
import { appliedDiscounts, quoteFigures } from "@shared/quotes/presentation/quote-figures";
import type { QuoteSnapshot } from "@shared/quotes/snapshot";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findChromium } from "../../../chromium-path";
import { sampleSnapshot } from "../sample-snapshot";
import { snapshotSha256 } from "../snapshot-hash";
import { createPdfRenderer, PDF_UNAVAILABLE_MESSAGE, PdfUnavailableError } from "./pdf-renderer";
import { quotePdfJob } from "./quote-document";

// One warm browser for the file; every request the documents try is recorded here.
const blocked: string[] = [];
const renderer = createPdfRenderer({ onBlockedRequest: (url) => blocked.push(url) });
afterAll(() => renderer.close());

/** The PDF's text, whitespace folded (table cells and long terms wrap across lines). */
async function pdfText(pdf: Buffer): Promise<{ text: string; pages: number }> {
  expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text, totalPages } = await extractText(document, { mergePages: true });
  return { text: text.replace(/\s+/g, " "), pages: totalPages };
}

async function render(snapshot: QuoteSnapshot, decision: DecisionEvidence | null = null) {
  return pdfText(await renderer.render(quotePdfJob(snapshot, { decision })));
}

function expectTotals(text: string, snapshot: QuoteSnapshot) {
  for (const option of snapshot.options) {
    expect(text).toContain(option.name);
    expect(text).toContain(`${formatMoney(option.totals.monthly)}/mo`);
    expect(text).toContain(`${formatMoney(option.totals.annually)}/yr`);
    expect(text).toContain(formatMoney(option.totals.setup));
    // Decision 049: each discount on its own labelled row, never one lump of "savings".
    for (const discount of appliedDiscounts(quoteFigures(option))) {
      expect(text).toContain(discount.label);
      expect(text).toContain(formatMoney(discount.cents));
    }
    expect(text).toContain(formatMoney(option.prepayDiscountCents));
    for (const adjustment of option.adjustments) expect(text).toContain(adjustment.reason);
  }
}

function decisionFor(snapshot: QuoteSnapshot): DecisionEvidence {
  return {
    decision: "accepted",
    position: 1,
    optionLabel: snapshot.options[1]?.label ?? null,
    billing: "monthly",
    fullName: "Dana Whitfield",
    title: "Practice Manager",
    reason: null,
    termsAgreed: "I agree to the terms of this quote.",
    verification: "none",
    verifiedEmail: null,
    declinedOptional: [],
    leftOut: [],
    ip: "203.0.113.7",
    userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0",
    snapshotSha256: snapshotSha256(snapshot),
    decidedAt: "2026-03-05T14:05:00.000Z",
  };
}

/** The Chromium this test process launched (its direct child on Playwright's pipe), if any. */
function ourChromium(): number | undefined {
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      const command = readFileSync(`/proc/${entry}/cmdline`, "utf8");
      if (parent === process.pid && command.includes("--remote-debugging-pipe"))
        return Number(entry);
    } catch {
      // gone meanwhile
    }
  }
  return undefined;
}

beforeAll(() => {
  if (!findChromium()) throw new Error("Chromium not found: install it or set CHROMIUM_PATH");
});

describe("quote PDF", () => {
  it("renders a two-location quote with its provider, prospect, lines, totals and terms", async () => {
    const snapshot = sampleSnapshot({ locations: 2 });
    const { text, pages } = await render(snapshot);
    expect(text).toContain(snapshot.provider.name);
    expect(text).toContain(`Quote ${snapshot.reference}`);
    expect(text).toContain(snapshot.preparedFor?.companyName);
    expect(text).toContain(snapshot.preparedFor?.contactName);
    const [option] = snapshot.options;
    for (const location of option?.locations ?? []) expect(text).toContain(location.name);
    expect(text).toContain(option?.locations[0]?.lines[0]?.name);
    expect(text).toContain("Endpoint Detection & Response (EDR)");
    expectTotals(text, snapshot);
    expect(text).toMatch(/valid until April 1, 2026/i);
    expect(text).toMatch(/issued March 2, 2026/i);
    for (const term of snapshot.terms) expect(text).toContain(term);
    expect(text).toContain(snapshot.provider.salesEmail);
    expect(text).toContain(`Page 1 of ${pages}`);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(text).not.toContain("Comparing your options");
    expect(text).not.toContain("Acceptance");
  });

  it("compares two options and records the acceptance with its evidence", async () => {
    const snapshot = sampleSnapshot({ locations: 2, options: 2 });
    const decision = decisionFor(snapshot);
    const { text } = await render(snapshot, decision);
    expect(text).toContain("Comparing your options");
    expectTotals(text, snapshot);
    expect(text).toContain("Acceptance");
    expect(text).toContain("Dana Whitfield");
    expect(text).toContain("Practice Manager");
    expect(text).toContain("203.0.113.7");
    expect(text).toContain(decision.userAgent);
    expect(text).toContain("March 5, 2026 at 14:05 UTC");
    // Issue 35 §3: the copy both parties receive is countersigned by the provider.
    expect(text.toLowerCase()).toContain(
      `countersigned by ${snapshot.provider.name}`.toLowerCase(),
    );
    // A 64-character hex string may wrap inside its cell.
    expect(text.replaceAll(" ", "")).toContain(decision.snapshotSha256);
  });

  it("records a decline with its reason", async () => {
    const snapshot = sampleSnapshot({ locations: 1 });
    const decision: DecisionEvidence = {
      ...decisionFor(snapshot),
      decision: "declined",
      position: null,
      optionLabel: null,
      fullName: null,
      title: null,
      termsAgreed: null,
      reason: "We chose to stay with our current provider this year.",
    };
    const { text } = await render(snapshot, decision);
    expect(text).toContain("Declined");
    expect(text).toContain(decision.reason);
    expect(text).not.toContain("Acceptance");
  });

  it("prints hostile text as text", async () => {
    const snapshot = sampleSnapshot({ locations: 2 });
    const location = snapshot.options[0]?.locations[1];
    if (!location) throw new Error("sample has no second location");
    location.name = "<script>alert(1)</script>";
    const { text } = await render({ ...snapshot, title: `Quote for "A & B" <img src=x>` });
    expect(text).toContain("<script>alert(1)</script>");
    expect(text).toContain(`Quote for "A & B" <img src=x>`);
    expect(text).toContain(snapshot.options[0]?.locations[0]?.name);
  });

  it("makes no network request: the quote needs none, and any other is aborted", async () => {
    blocked.length = 0;
    await render(sampleSnapshot({ locations: 1, options: 2 }));
    expect(blocked).toEqual([]);

    let hits = 0;
    const server = http.createServer((_, response) => {
      hits += 1;
      response.end("x");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const pdf = await renderer.render({
        html: `<html><head><link rel="stylesheet" href="${origin}/a.css"><style>@font-face{font-family:X;src:url(${origin}/f.woff2)}body{font-family:X}</style></head><body>Fetch test<img src="${origin}/i.png"></body></html>`,
        footerTemplate: "<span></span>",
      });
      expect((await pdfText(pdf)).text).toContain("Fetch test");
    } finally {
      server.close();
    }
    expect(hits).toBe(0);
    expect(blocked).toEqual(expect.arrayContaining([`${origin}/a.css`, `${origin}/i.png`]));
  });

  it.skipIf(process.platform !== "linux")("relaunches Chromium after it went away", async () => {
    const job = quotePdfJob(sampleSnapshot({ locations: 1 }), { decision: null });
    await renderer.render(job);
    const pid = ourChromium();
    expect(pid).toBeDefined();
    process.kill(pid as number, "SIGKILL");
    await new Promise((resolve) => setTimeout(resolve, 200));
    const { text } = await pdfText(await renderer.render(job));
    expect(text).toContain("Baltimore Headquarters");
    expect(ourChromium()).not.toBe(pid);
  });

  it("fails with a 503 error when there is no Chromium", async () => {
    const none = createPdfRenderer({ findExecutable: () => null });
    const job = quotePdfJob(sampleSnapshot({ locations: 1 }), { decision: null });
    const error = await none.render(job).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PdfUnavailableError);
    expect(error).toMatchObject({ statusCode: 503, message: PDF_UNAVAILABLE_MESSAGE });
    await none.close();
  });
});
