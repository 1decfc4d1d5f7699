import { formatMoney } from "@shared/pricing/money";
import { OPTIONAL_LINES_ONLY } from "@shared/quotes/optional-items";
import { acceptedOption } from "@shared/quotes/optional-pricing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, signedIn } from "../../../tests/setup/auth";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { opportunities } from "../../db/schema/opportunities";
import { serviceIds } from "../catalog/seed/seed-service";
import { quoteDocumentHtml } from "./pdf/quote-document";
import { acceptance, type QuoteKit, quoteKit } from "./quote-test-kit";

/**
 * Issue 35 §7: staff mark lines optional, the customer leaves them out when accepting, and
 * the accepted selection is the evidence, the deal's value and every figure after it.
 */
let t: TestApp;
let admin: Client;
let kit: QuoteKit;

const ADMIN = "/api/admin/configurations";
const dns = { locationId: "hq", serviceId: serviceIds.dnsFiltering };
const training = { locationId: "b1", serviceId: serviceIds.awarenessTraining };

beforeAll(async () => {
  t = await createTestApp({ logger: { level: "error" } });
  ({ browser: admin } = await signedIn(t));
  kit = quoteKit(t);
});
afterAll(() => t.close());

/** A builder quote whose version 2 offers DNS filtering and training as optional, shared. */
async function optionalQuote(adjustments: object[] = []) {
  const quote = await kit.builderQuote();
  const saved = await admin.request("POST", `${ADMIN}/${quote.id}/versions`, {
    expectedVersion: 1,
    adjustments,
    optionalLines: [dns, training],
  });
  expect(saved.statusCode, saved.body).toBe(201);
  const shared = await admin.request("POST", `${ADMIN}/${quote.id}/shares`, {
    version: 2,
    expiresInDays: 10,
  });
  expect(shared.statusCode, shared.body).toBe(201);
  const token = shared.json().data.token as string;
  const { share } = await kit.shareRow(token);
  return { quote, token, option: share.snapshot.options[0] };
}

describe("optional items", () => {
  it("marks the lines optional and freezes what they were priced from", async () => {
    const { option } = await optionalQuote();
    if (!option) throw new Error("no option");
    const optional = option.locations.flatMap((location) =>
      location.lines.filter((line) => line.optional).map((line) => line.serviceId),
    );
    expect(optional.sort()).toEqual([dns.serviceId, training.serviceId].sort());
    expect(option.pricing?.selections.filter((selection) => selection.optional)).toHaveLength(2);
    // Public catalogue data only: no cost or floor price travels with the quote.
    expect(JSON.stringify(option.pricing)).not.toMatch(/cost|floor/i);
  });

  it("refuses an optional mark on a line another service needs, and on a line not chosen", async () => {
    const quote = await kit.builderQuote();
    const needed = await admin.request("POST", `${ADMIN}/${quote.id}/versions`, {
      expectedVersion: 1,
      adjustments: [],
      optionalLines: [{ locationId: "hq", serviceId: serviceIds.endpointDetection }],
    });
    expect(needed.statusCode, needed.body).toBe(400);
    const stranger = await admin.request("POST", `${ADMIN}/${quote.id}/versions`, {
      expectedVersion: 1,
      adjustments: [],
      optionalLines: [{ locationId: "b1", serviceId: serviceIds.dnsFiltering }],
    });
    expect(stranger.statusCode, stranger.body).toBe(400);
    expect(stranger.json().errors["optionalLines.0"]).toBe("Choose a service chosen in this quote");
  });

  it("accepts without an optional line: the evidence, the deal and the e-mail carry the accepted value", async () => {
    const { quote, token, option } = await optionalQuote([
      { scope: "recurring", kind: "percent", value: 10, reason: "Two-year term" },
    ]);
    if (!option) throw new Error("no option");
    const accepted = await kit.accept(token, acceptance({ declinedOptional: [training] }));
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data.declinedOptional).toEqual([training]);
    const leftOut = "Security Awareness Training & Phishing Simulation at Branch b1";
    expect(accepted.json().data.leftOut).toEqual([leftOut]);

    const { share } = await kit.shareRow(token);
    const binding = acceptedOption(share.snapshot, { position: 0, declinedOptional: [training] });
    if (!binding) throw new Error("no accepted option");
    expect(binding.totals.monthly).toBeLessThan(option.totals.monthly);
    expect(binding.locations.flatMap((l) => l.lines.map((line) => line.serviceId))).not.toContain(
      training.serviceId,
    );
    // The staff discount still applies, to what was accepted.
    expect(binding.staffDiscountCents).toBeGreaterThan(0);
    expect(binding.staffDiscountCents).toBeLessThan(option.staffDiscountCents);

    const [deal] = await t.db
      .select()
      .from(opportunities)
      .where(eq(opportunities.configurationId, quote.id));
    expect(deal?.monthlyCents).toBe(binding.totals.monthly);

    const [mail] = await kit.outboxAbout(share.snapshot.reference, "quote.accepted");
    expect(mail?.textBody).toContain(`${formatMoney(binding.totals.monthly)} a month`);
    expect(mail?.textBody).toContain(`Optional items left out: ${leftOut}.`);

    // The PDF prints the accepted lines and figures, and the record names what was left out.
    const pdfHtml = quoteDocumentHtml(share.snapshot, { decision: accepted.json().data });
    expect(pdfHtml).toContain(`Optional items left out</th><td>${leftOut.replace("&", "&amp;")}`);
    expect(pdfHtml).toContain(formatMoney(binding.totals.monthly));
    expect(pdfHtml).not.toContain(formatMoney(option.totals.monthly));
  });

  it("refuses to leave out a line that is not optional, and keeps nothing of the try", async () => {
    const { token } = await optionalQuote();
    const refused = await kit.accept(
      token,
      acceptance({
        declinedOptional: [{ locationId: "hq", serviceId: serviceIds.managedDetection }],
      }),
    );
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().message).toBe(OPTIONAL_LINES_ONLY);
    expect((await kit.shareRow(token)).decision).toBeNull();
  });

  it("with every optional line kept, the accepted figures are the shared ones", async () => {
    const { token, option } = await optionalQuote();
    const accepted = await kit.accept(token, acceptance());
    expect(accepted.statusCode, accepted.body).toBe(200);
    const { share } = await kit.shareRow(token);
    expect(acceptedOption(share.snapshot, { position: 0, declinedOptional: [] })?.totals).toEqual(
      option?.totals,
    );
  });
});
