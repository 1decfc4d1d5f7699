import { ACCEPTED_FROZEN } from "@shared/quotes/status-machine";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, signedIn } from "../../../tests/setup/auth";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { auditLog } from "../../db/schema/audit";
import { staffNotifications } from "../../db/schema/notifications";
import { opportunities } from "../../db/schema/opportunities";
import { serviceIds } from "../catalog/seed/seed-service";
import { openQuote } from "./public-quote";
import { BUILDER_FROZEN } from "./quote-service";
import { acceptance, type BuilderQuote, type QuoteKit, quoteKit } from "./quote-test-kit";

/**
 * Issue 33's lifecycle rows (decision 048): the billing the prospect accepted is binding and
 * shows everywhere after it; an accepted version is frozen until staff revise it.
 */

let t: TestApp;
let admin: Client;
let kit: QuoteKit;
beforeAll(async () => {
  t = await createTestApp();
  ({ browser: admin } = await signedIn(t));
  kit = quoteKit(t);
});
afterAll(() => t.close());

const ADMIN = "/api/admin/configurations";
const viewer = { countView: false, siteUrl: "http://quotes.test" };
const discount = [{ scope: "recurring", kind: "percent", value: 20, reason: "Two-year term" }];

async function dealOf(configurationId: string) {
  const [deal] = await t.db
    .select()
    .from(opportunities)
    .where(eq(opportunities.configurationId, configurationId));
  if (!deal) throw new Error(`no deal for ${configurationId}`);
  return deal;
}

async function staffShare(id: string, version: number) {
  return admin.request("POST", `${ADMIN}/${id}/shares`, { version, expiresInDays: 10 });
}

async function acceptedQuote(billing?: "monthly" | "annual"): Promise<{
  quote: BuilderQuote;
  token: string;
  reference: string;
}> {
  const quote = await kit.builderQuote();
  const shared = await staffShare(quote.id, 1);
  expect(shared.statusCode, shared.body).toBe(201);
  const { token, reference } = shared.json().data;
  const res = await kit.accept(token, acceptance(billing ? { billing } : {}));
  expect(res.statusCode, res.body).toBe(200);
  return { quote, token, reference };
}

describe("accepted billing is binding", () => {
  it("keeps annual prepay in the evidence, the reload, the notification, the e-mail and the deal", async () => {
    const { quote, token, reference } = await acceptedQuote("annual");
    const { share, decision } = await kit.shareRow(token);
    const option = share.snapshot.options[0];
    if (!option) throw new Error("no option");
    expect(decision?.billing).toBe("annual");

    // The quote page after a reload reads the evidence: annual prepay, not the default.
    const reopened = await openQuote(t.app, token, viewer);
    if (!("open" in reopened)) throw new Error("link closed");
    expect(reopened.open.decision).toMatchObject({ decision: "accepted", billing: "annual" });

    // Staff's view of the same evidence.
    const detail = (await admin.request("GET", `${ADMIN}/${quote.id}`)).json().data;
    expect(detail.shares[0].decision).toMatchObject({ billing: "annual", optionLabel: "Option A" });

    const [notification] = await t.db
      .select()
      .from(staffNotifications)
      .where(
        and(
          eq(staffNotifications.kind, "quote_accepted"),
          like(staffNotifications.title, `%${reference}%`),
        ),
      );
    expect(notification?.title).toContain("/yr prepaid");
    expect(notification?.body).toContain("annual prepay");

    const [mail] = await kit.outboxAbout(reference, "quote.accepted");
    expect(mail?.textBody).toContain("Billing accepted: annual prepay");

    // The deal is worth the prepaid year: its monthly equivalent after the prepay discount.
    const deal = await dealOf(quote.id);
    expect(deal).toMatchObject({
      stage: "won",
      billing: "annual",
      monthlyCents: Math.round(option.totals.annually / 12),
      setupCents: option.totals.setup,
    });
    expect(deal.monthlyCents).toBeLessThan(option.totals.monthly);
    const card = (await admin.request("GET", `/api/opportunities/${deal.id}`)).json().data;
    expect(card.billing).toBe("annual");
  });

  it("reads monthly for an acceptance that names no billing", async () => {
    const { quote, token } = await acceptedQuote();
    expect((await kit.shareRow(token)).decision?.billing).toBe("monthly");
    const deal = await dealOf(quote.id);
    const option = (await kit.shareRow(token)).share.snapshot.options[0];
    expect(deal).toMatchObject({ billing: "monthly", monthlyCents: option?.totals.monthly });
  });

  it("refuses a billing the quote page does not offer", async () => {
    const quote = await kit.builderQuote();
    const { token } = (await staffShare(quote.id, 1)).json().data;
    const res = await kit.accept(token, acceptance({ billing: "weekly" }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty("billing");
  });

  it("logs the decision with its option and billing to the audit log (a reaction)", async () => {
    const { token } = await acceptedQuote("annual");
    const { share } = await kit.shareRow(token);
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, "quote.accepted"), eq(auditLog.targetId, share.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.details).toMatchObject({ option: "Option A", billing: "annual" });
  });
});

describe("an accepted version is frozen", () => {
  it("answers 409 to a staff discount, a new share and a builder save, and stays as accepted", async () => {
    const { quote, token } = await acceptedQuote();
    const before = await kit.shareRow(token);

    const discounted = await admin.request("POST", `${ADMIN}/${quote.id}/versions`, {
      expectedVersion: 1,
      adjustments: discount,
    });
    expect(discounted.statusCode).toBe(409);
    expect(discounted.json()).toMatchObject({ success: false, message: ACCEPTED_FROZEN });

    const again = await staffShare(quote.id, 1);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ACCEPTED_FROZEN);

    const saved = await kit.save(quote.session, quote.name, [
      { locationId: "hq", serviceId: serviceIds.managedDetection },
    ]);
    expect(saved.statusCode).toBe(409);
    expect(saved.json().message).toBe(BUILDER_FROZEN);

    const detail = (await admin.request("GET", `${ADMIN}/${quote.id}`)).json().data;
    expect(detail.configuration).toMatchObject({ status: "accepted", currentVersion: 1 });
    expect(detail.versions).toHaveLength(1);
    expect(detail.shares).toHaveLength(1);
    expect(await kit.shareRow(token)).toEqual(before);
  });

  it("is changed only by an explicit revision, which leaves the acceptance untouched; the deal follows the next acceptance", async () => {
    const { quote, token } = await acceptedQuote();
    const before = await kit.shareRow(token);
    const wonAt = await dealOf(quote.id);

    const revised = await admin.request("POST", `${ADMIN}/${quote.id}/revise`, { version: 1 });
    expect(revised.statusCode, revised.body).toBe(201);
    expect(revised.json().data.configuration).toMatchObject({ status: "draft", currentVersion: 2 });
    // The accepted version, its link's snapshot and its evidence are as they were.
    expect(await kit.shareRow(token)).toEqual(before);
    const v1 = (await admin.request("GET", `${ADMIN}/${quote.id}/versions/1`)).json().data;
    expect(v1.option.totals).toEqual(before.share.snapshot.options[0]?.totals);
    // The deal stays won at the accepted value until a revision is accepted.
    expect(await dealOf(quote.id)).toMatchObject({
      stage: "won",
      monthlyCents: wonAt.monthlyCents,
    });

    const discounted = await admin.request("POST", `${ADMIN}/${quote.id}/versions`, {
      expectedVersion: 2,
      adjustments: discount,
    });
    expect(discounted.statusCode, discounted.body).toBe(201);
    const shared = await staffShare(quote.id, 3);
    expect(shared.statusCode, shared.body).toBe(201);
    const accepted = await kit.accept(shared.json().data.token, acceptance());
    expect(accepted.statusCode, accepted.body).toBe(200);

    const newTotals = (await kit.shareRow(shared.json().data.token)).share.snapshot.options[0]
      ?.totals;
    expect(newTotals?.monthly).toBeLessThan(wonAt.monthlyCents);
    const deal = await dealOf(quote.id);
    expect(deal).toMatchObject({ stage: "won", monthlyCents: newTotals?.monthly });
    expect(deal.id).toBe(wonAt.id);
    expect((await kit.configurationRow(quote.id)).status).toBe("accepted");
    expect(await kit.shareRow(token)).toEqual(before);
  });

  it("revises only an accepted quote", async () => {
    const quote = await kit.builderQuote();
    const res = await admin.request("POST", `${ADMIN}/${quote.id}/revise`, { version: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain("Only an accepted quote is revised");
  });
});
