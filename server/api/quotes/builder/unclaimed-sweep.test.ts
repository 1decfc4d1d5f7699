import { randomBytes } from "node:crypto";
import { ANONYMOUS_RETENTION_DAYS } from "@shared/quotes/builder/storage-limits";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signedIn } from "../../../../tests/setup/auth";
import { rowsOf } from "../../../db/rows";
import { builderDrafts, builderSessionClients } from "../../../db/schema/builder";
import { configurations } from "../../../db/schema/configurations";
import { quoteComparisons } from "../../../db/schema/quotes";
import { answers, defaultSelections, locations } from "../quote-test-kit";
import { builderTestApp } from "./builder-test-kit";

/**
 * Decision 045's sweep on whichever database the run uses (PGlite, or PostgreSQL with
 * DATABASE_URL in CI's second pass): what nobody claimed goes after 30 days; anything with a
 * lead, a share, an answer or a staff action stays; the analytics rollup follows.
 */

const { t, kit } = builderTestApp();

const OLD = ANONYMOUS_RETENTION_DAYS + 1;
const RECENT = ANONYMOUS_RETENTION_DAYS - 1;

/** A session that saved a configuration without a lead (its draft links to it). */
async function anonymousQuote(name = `Anonymous ${randomBytes(3).toString("hex")}`) {
  const session = kit.newSession();
  const draft = { stepReached: "lead", answers, locations, selections: defaultSelections };
  expect((await kit.sb("PUT", "/api/sb/draft", session, draft)).statusCode).toBe(200);
  const saved = await kit.save(session, name);
  expect(saved.statusCode, saved.body).toBe(201);
  return { session, id: saved.json().data.configuration.id as string, name };
}

/** As if nothing had happened to the session's draft and configurations for `days`. */
async function age(session: string, days: number) {
  const at = new Date(Date.now() - days * 24 * 60 * 60 * 1000);
  await t.db
    .update(configurations)
    .set({ lastActivityAt: at, updatedAt: at })
    .where(eq(configurations.sessionId, session));
  await t.db
    .update(builderDrafts)
    .set({ updatedAt: at })
    .where(eq(builderDrafts.sessionId, session));
}

const configurationExists = async (id: string) =>
  (await t.db.select().from(configurations).where(eq(configurations.id, id))).length === 1;
const draftExists = async (session: string) => (await t.repositories.drafts.get(session)) !== null;

interface QuoteRollup {
  session_id: string;
  quotes: number;
  quote_monthly_cents: string;
  quoted_services: number[];
  accepted_services: number[];
  shared_at: unknown;
  accepted_at: unknown;
}

async function rollups(): Promise<QuoteRollup[]> {
  return rowsOf<QuoteRollup>(
    await t.db.execute(sql`select session_id, quotes, quote_monthly_cents::text as quote_monthly_cents,
      quoted_services, accepted_services, shared_at, accepted_at
      from builder_sessions order by session_id`),
  );
}

describe("the sweep of unclaimed builder storage", () => {
  it("removes drafts and configurations nobody claimed in 30 days, and nothing shared, accepted, led or staff-touched", async () => {
    const { browser } = await signedIn(t);

    const unclaimed = await anonymousQuote();
    const recent = await anonymousQuote();
    const led = await kit.builderQuote();

    const shared = await anonymousQuote();
    await kit.share({ ...shared, version: 1, company: "" });
    // Shared, then (as a revoked link leaves it) a draft again: the share alone protects it.
    const revoked = await anonymousQuote();
    await kit.share({ ...revoked, version: 1, company: "" });
    await t.db
      .update(configurations)
      .set({ status: "draft" })
      .where(eq(configurations.id, revoked.id));

    const accepted = await anonymousQuote();
    const link = await kit.share({ ...accepted, version: 1, company: "" });
    expect((await kit.accept(link.token)).statusCode).toBe(200);

    const discounted = await anonymousQuote();
    const discount = await browser.request(
      "POST",
      `/api/admin/configurations/${discounted.id}/versions`,
      {
        expectedVersion: 1,
        adjustments: [{ scope: "recurring", kind: "percent", value: 10, reason: "Pilot" }],
      },
    );
    expect(discount.statusCode, discount.body).toBe(201);

    const compared = await anonymousQuote();
    await t.db.insert(quoteComparisons).values({
      name: "Options",
      items: [
        { configurationId: compared.id, version: 1, label: "A" },
        { configurationId: discounted.id, version: 1, label: "B" },
      ],
    });
    const opened = await anonymousQuote();
    await t.repositories.audit.record({
      event: "configuration.opened_in_builder",
      targetType: "configuration",
      targetId: opened.id,
      targetLabel: opened.name,
    });
    // A staff member looked at it (decision 047): it is staff's now.
    const reviewed = await anonymousQuote();
    const look = await browser.request("GET", `/api/admin/configurations/${reviewed.id}`);
    expect(look.statusCode, look.body).toBe(200);
    const archived = await anonymousQuote();
    await t.db
      .update(configurations)
      .set({ isActive: false })
      .where(eq(configurations.id, archived.id));
    // Its configuration is old, but the visitor came back to the draft last week.
    const returning = await anonymousQuote();

    const loneDraft = kit.newSession();
    expect(
      (
        await kit.sb("PUT", "/api/sb/draft", loneDraft, {
          stepReached: "lead",
          answers,
          locations,
          selections: [],
        })
      ).statusCode,
    ).toBe(200);
    const loneLead = kit.newSession();
    expect(
      (
        await kit.sb("POST", "/api/sb/lead", loneLead, {
          companyName: "Quiet Lead Ltd",
          contactName: "Sam Quiet",
          email: `quiet-${randomBytes(3).toString("hex")}@example.com`,
          phone: "",
          companySize: "1-10",
        })
      ).statusCode,
    ).toBe(200);

    for (const quote of [
      unclaimed,
      led,
      shared,
      revoked,
      accepted,
      discounted,
      compared,
      opened,
      reviewed,
      archived,
      returning,
    ]) {
      await age(quote.session, OLD);
    }
    await age(recent.session, RECENT);
    await age(loneDraft, OLD);
    await age(loneLead, OLD);
    await t.db
      .update(builderDrafts)
      .set({ updatedAt: new Date(Date.now() - 7 * 24 * 60 * 60 * 1000) })
      .where(eq(builderDrafts.sessionId, returning.session));

    const [before] = (await rollups()).filter((row) => row.session_id === unclaimed.session);
    expect(before).toMatchObject({ quotes: 1 });
    expect(Number(before?.quote_monthly_cents)).toBeGreaterThan(0);

    expect(await t.app.unclaimedSweep.sweep()).toEqual({ configurations: 1, drafts: 2 });

    expect(await configurationExists(unclaimed.id)).toBe(false);
    expect(await draftExists(unclaimed.session)).toBe(false);
    expect(await draftExists(loneDraft)).toBe(false);
    for (const kept of [
      recent,
      led,
      shared,
      revoked,
      accepted,
      discounted,
      compared,
      opened,
      reviewed,
      archived,
      returning,
    ]) {
      expect(await configurationExists(kept.id), kept.name).toBe(true);
      expect(await draftExists(kept.session), kept.name).toBe(true);
    }
    expect(await draftExists(loneLead)).toBe(true);

    // The rollup of the swept session lost its quote; every row is what a fresh count gives.
    const after = await rollups();
    expect(after.find((row) => row.session_id === unclaimed.session)).toMatchObject({
      quotes: 0,
      quote_monthly_cents: "0",
      quoted_services: [],
    });
    await t.db.execute(
      sql`select builder_sessions_refresh_quotes(session_id) from builder_sessions`,
    );
    expect(await rollups()).toEqual(after);

    // Recorded where staff look: the audit log, with the counts.
    const { entries } = await t.repositories.auditLog.list({
      event: "builder.unclaimed_swept",
      page: 1,
      limit: 10,
    });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorUsername: null,
      details: { configurations: 1, drafts: 2, retentionDays: ANONYMOUS_RETENTION_DAYS },
    });

    // A second sweep finds nothing and writes no audit entry.
    expect(await t.app.unclaimedSweep.sweep()).toEqual({ configurations: 0, drafts: 0 });
    const again = await t.repositories.auditLog.list({
      event: "builder.unclaimed_swept",
      page: 1,
      limit: 10,
    });
    expect(again.total).toBe(1);
  });

  it("is safe to run from several instances at once: each row is removed once", async () => {
    const quotes = [await anonymousQuote(), await anonymousQuote(), await anonymousQuote()];
    for (const quote of quotes) await age(quote.session, OLD);
    const runs = await Promise.all([
      t.app.unclaimedSweep.sweep(),
      t.app.unclaimedSweep.sweep(),
      t.app.unclaimedSweep.sweep(),
    ]);
    expect(runs.reduce((sum, run) => sum + run.configurations, 0)).toBe(3);
    expect(runs.reduce((sum, run) => sum + run.drafts, 0)).toBe(3);
    for (const quote of quotes) expect(await configurationExists(quote.id)).toBe(false);
  });

  it("forgets client addresses once the daily count no longer needs them", async () => {
    const session = kit.newSession();
    await t.db.insert(builderSessionClients).values({
      sessionId: session,
      client: "10.48.0.1",
      createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000),
    });
    await t.app.unclaimedSweep.sweep();
    const left = await t.db
      .select()
      .from(builderSessionClients)
      .where(eq(builderSessionClients.sessionId, session));
    expect(left).toEqual([]);
  });
});
