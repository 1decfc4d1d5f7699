import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, signedIn } from "../../../tests/setup/auth";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { serviceIds } from "../catalog/seed/seed-service";
import { answers, defaultSelections, locations, type QuoteKit, quoteKit } from "./quote-test-kit";

/**
 * Issue 33 item 2, decision 055: the builder's save and staff's discounted version run the
 * same pricing use case, so the same choices and discounts store the same figures whichever
 * way they were saved.
 */
let t: TestApp;
let admin: Client;
let kit: QuoteKit;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedIn(t)).browser;
  kit = quoteKit(t);
});
afterAll(() => t.close());

const ADMIN = "/api/admin/configurations";
const adjustments = [
  { scope: "recurring", kind: "percent", value: 12, reason: "Partner rate" },
  { scope: "setup", kind: "amount", value: 150, reason: "Setup waived in part" },
  {
    scope: "line",
    locationId: "hq",
    serviceId: serviceIds.dnsFiltering,
    kind: "percent",
    value: 20,
    reason: "DNS launch offer",
  },
];

const versionRow = (id: string, version: number) => kit.versionRow(id, version);

/** What a version stores that a price decides. */
const figures = (row: Awaited<ReturnType<typeof versionRow>>) => ({
  content: row.content,
  selections: row.selections,
  adjustments: row.adjustments,
  priced: row.priced,
  monthlyCents: row.monthlyCents,
  annuallyCents: row.annuallyCents,
  setupCents: row.setupCents,
  savingsCents: row.savingsCents,
  riskLevel: row.riskLevel,
  formulaVersions: row.formulaVersions,
});

describe("one pricing use case for the builder and staff", () => {
  it("stores identical figures for the same choices and discounts saved through either path", async () => {
    const quote = await kit.builderQuote();
    const discounted = await admin.request("POST", `${ADMIN}/${quote.id}/versions`, {
      expectedVersion: 1,
      adjustments,
    });
    expect(discounted.statusCode, discounted.body).toBe(201);
    const opened = await admin.request("POST", `${ADMIN}/${quote.id}/open-in-builder`, {
      version: 2,
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const sessionId: string = opened.json().data.sessionId;

    // The builder saves version 3 from the visitor's own answers and sites (not the staff
    // version's, so a fault in the staff path cannot carry into it): one more service, the
    // three discounts carried.
    const saved = await kit.sb("POST", "/api/sb/configurations", sessionId, {
      name: quote.name,
      answers,
      locations,
      selections: [...defaultSelections, { locationId: "b1", serviceId: serviceIds.emailSecurity }],
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const byBuilder = await versionRow(quote.id, 3);
    expect(byBuilder.adjustments).toEqual(adjustments);
    expect(byBuilder.content.complianceRequirements).toEqual(answers.complianceRequirements);

    // Staff save version 4 from version 3 with the same discounts.
    const again = await admin.request("POST", `${ADMIN}/${quote.id}/versions`, {
      expectedVersion: 3,
      adjustments,
    });
    expect(again.statusCode, again.body).toBe(201);
    const byStaff = await versionRow(quote.id, 4);

    expect(figures(byStaff)).toEqual(figures(byBuilder));
    // The discounts were applied on both paths, not left out of both.
    const priced = byStaff.priced as { staffDiscountCents: number; setupDiscountCents: number };
    expect(priced.staffDiscountCents).toBeGreaterThan(0);
    expect(priced.setupDiscountCents).toBeGreaterThan(0);
  });
});
