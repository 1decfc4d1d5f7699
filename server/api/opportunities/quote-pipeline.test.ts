import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, signedIn, type TestUser } from "../../../tests/setup/auth";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { opportunities } from "../../db/schema/opportunities";
import { prospectActivities } from "../../db/schema/prospects";
import { openQuote } from "../quotes/public-quote";
import { acceptance, type BuilderQuote, type QuoteKit, quoteKit } from "../quotes/quote-test-kit";

let t: TestApp;
let admin: Client;
let staff: TestUser;
let kit: QuoteKit;
beforeAll(async () => {
  t = await createTestApp();
  ({ browser: admin, user: staff } = await signedIn(t));
  kit = quoteKit(t);
});
afterAll(() => t.close());

const CONFIGURATIONS = "/api/admin/configurations";

async function prospectOf(quote: BuilderQuote) {
  return (await kit.configurationRow(quote.id)).prospectId as number;
}

async function timeline(prospectId: number) {
  return t.db
    .select()
    .from(prospectActivities)
    .where(eq(prospectActivities.prospectId, prospectId))
    .orderBy(asc(prospectActivities.id));
}

async function cardsOf(configurationId: string) {
  return t.db
    .select()
    .from(opportunities)
    .where(eq(opportunities.configurationId, configurationId));
}

async function staffShare(id: string, version: number) {
  const res = await admin.request("POST", `${CONFIGURATIONS}/${id}/shares`, {
    version,
    expiresInDays: 10,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; token: string; reference: string };
}

describe("quote events on the prospect's timeline", () => {
  it("records the saved versions, the share with its actor, the first view only and the answer", async () => {
    const quote = await kit.builderQuote();
    const prospectId = await prospectOf(quote);
    const staffVersion = await admin.request("POST", `${CONFIGURATIONS}/${quote.id}/versions`, {
      expectedVersion: 1,
      adjustments: [{ scope: "recurring", kind: "percent", value: 10, reason: "Two-year term" }],
    });
    expect(staffVersion.statusCode, staffVersion.body).toBe(201);
    const share = await staffShare(quote.id, 2);
    const viewer = { countView: true, siteUrl: "http://localhost" };
    await openQuote(t.app, share.token, viewer);
    await openQuote(t.app, share.token, viewer);
    expect(
      (await kit.decline(share.token, { reason: "Budget moved to next year" })).statusCode,
    ).toBe(200);

    const rows = (await timeline(prospectId)).filter((row) => row.type.startsWith("quote_"));
    expect(rows.map((row) => row.type)).toEqual([
      "quote_saved",
      "quote_saved",
      "quote_shared",
      "quote_viewed",
      "quote_declined",
    ]);
    const [builderSave, staffSave, shared, , declined] = rows;
    expect(builderSave).toMatchObject({
      actorUserId: null,
      data: { configurationId: quote.id, version: 1 },
    });
    expect(builderSave?.data.monthlyCents).toBeGreaterThan(0);
    expect(staffSave).toMatchObject({
      actorUserId: staff.id,
      actorName: `Test ${staff.username}`,
      data: { version: 2 },
    });
    expect(
      (staffSave?.data.monthlyCents as number) < (builderSave?.data.monthlyCents as number),
    ).toBe(true);
    expect(shared).toMatchObject({
      actorUserId: staff.id,
      data: { configurationId: quote.id, version: 2, reference: share.reference },
    });
    expect(declined).toMatchObject({
      actorUserId: null,
      data: { reference: share.reference, reason: "Budget moved to next year" },
    });
  });

  it("records an acceptance with the accepted totals", async () => {
    const quote = await kit.builderQuote();
    const link = await kit.share(quote);
    expect((await kit.accept(link.token)).statusCode).toBe(200);
    const accepted = (await timeline(await prospectOf(quote))).find(
      (row) => row.type === "quote_accepted",
    );
    const option = (await kit.shareRow(link.token)).share.snapshot.options[0];
    expect(accepted?.data).toMatchObject({
      configurationId: quote.id,
      reference: link.reference,
      monthlyCents: option?.totals.monthly,
      setupCents: option?.totals.setup,
      acceptedBy: "Dana Whitfield",
    });
  });

  it("records nothing for a configuration without a prospect", async () => {
    const session = kit.newSession();
    const saved = await kit.save(session, "Anonymous draft");
    expect(saved.statusCode, saved.body).toBe(201);
    const rows = await t.db.select().from(prospectActivities);
    expect(
      rows.some((row) => row.data.configurationId === saved.json().data.configuration.id),
    ).toBe(false);
  });
});

describe("the pipeline follows the quote", () => {
  it("sharing opens one Proposal card, sharing again keeps one, accepting wins it", async () => {
    const quote = await kit.builderQuote();
    const prospectId = await prospectOf(quote);
    const link = await kit.share(quote);
    const [card, ...more] = await cardsOf(quote.id);
    expect(more).toHaveLength(0);
    const snapshot = (await kit.shareRow(link.token)).share.snapshot;
    expect(card).toMatchObject({
      stage: "proposal",
      prospectId,
      name: quote.name,
      monthlyCents: snapshot.options[0]?.totals.monthly,
      setupCents: snapshot.options[0]?.totals.setup,
      expectedCloseDate: snapshot.validUntil.slice(0, 10),
      closedAt: null,
    });

    await staffShare(quote.id, 1);
    expect(await cardsOf(quote.id)).toHaveLength(1);

    expect((await kit.accept(link.token)).statusCode).toBe(200);
    const [won] = await cardsOf(quote.id);
    expect(won?.stage).toBe("won");
    expect(won?.closedAt).not.toBeNull();
    expect(won?.stageChangedAt.getTime()).toBeGreaterThanOrEqual(
      card?.stageChangedAt.getTime() ?? 0,
    );
    const types = (await timeline(prospectId)).map((row) => row.type);
    expect(types.filter((type) => type === "opportunity_created")).toHaveLength(1);
    const moved = (await timeline(prospectId)).find(
      (row) => row.type === "opportunity_stage_changed",
    );
    expect(moved?.data).toMatchObject({ from: "proposal", to: "won", cause: "quote_accepted" });
  });

  it("moves a Qualification card to Proposal when its quote is shared", async () => {
    const quote = await kit.builderQuote();
    const prospectId = await prospectOf(quote);
    const created = await admin.request("POST", "/api/opportunities", {
      prospectId,
      name: "Early talk",
      configurationId: quote.id,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.stage).toBe("qualification");
    await kit.share(quote);
    const [card] = await cardsOf(quote.id);
    expect(card?.stage).toBe("proposal");
    expect(card?.monthlyCents).toBeGreaterThan(0);
  });

  it("a comparison opens one card; accepting option B wins that card with B's value", async () => {
    const quote = await kit.builderQuote();
    const copy = await admin.request("POST", `${CONFIGURATIONS}/${quote.id}/duplicate`, {
      version: 1,
    });
    expect(copy.statusCode, copy.body).toBe(201);
    const copyId = copy.json().data.id as string;
    const cheaper = await admin.request("POST", `${CONFIGURATIONS}/${copyId}/versions`, {
      expectedVersion: 1,
      adjustments: [{ scope: "recurring", kind: "percent", value: 20, reason: "Smaller scope" }],
    });
    expect(cheaper.statusCode, cheaper.body).toBe(201);
    const comparison = await admin.request("POST", "/api/admin/quote-comparisons", {
      name: "Two ways",
      items: [
        { configurationId: quote.id, version: 1 },
        { configurationId: copyId, version: 2 },
      ],
    });
    expect(comparison.statusCode, comparison.body).toBe(201);
    const shared = await admin.request(
      "POST",
      `/api/admin/quote-comparisons/${comparison.json().data.comparison.id}/share`,
      {},
    );
    expect(shared.statusCode, shared.body).toBe(201);
    const token = shared.json().data.token as string;
    expect(await cardsOf(quote.id)).toHaveLength(1);
    expect(await cardsOf(copyId)).toHaveLength(0);

    expect((await kit.accept(token, acceptance({ position: 1 }))).statusCode).toBe(200);
    const option = (await kit.shareRow(token)).share.snapshot.options[1];
    const [won, ...others] = await cardsOf(copyId);
    expect(others).toHaveLength(0);
    expect(won).toMatchObject({
      stage: "won",
      monthlyCents: option?.totals.monthly,
      setupCents: option?.totals.setup,
    });
    expect(await cardsOf(quote.id)).toHaveLength(0);
  });
});
