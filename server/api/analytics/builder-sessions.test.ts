import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { builderDrafts, builderSessions } from "../../db/schema/builder";
import { configurations, configurationVersions } from "../../db/schema/configurations";
import { quoteDecisionsTable, quoteShares } from "../../db/schema/quotes";
import { analyticsKit, at } from "./test-kit";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sessionRow = async (sessionId: string) =>
  (await t.db.select().from(builderSessions).where(eq(builderSessions.sessionId, sessionId)))[0];

describe("builder_sessions, the rollup the events trigger keeps (migration 0012)", () => {
  it("keeps each step's first time and the first start's device, whatever order events arrive in", async () => {
    const kit = analyticsKit(t);
    await kit.events("rollup-1", [["lead-captured", "2025-03-01T10:05:00Z"]]);
    await kit.events("rollup-1", [
      ["session-started", "2025-03-01T10:10:00Z", { device: "desktop" }],
      ["session-started", "2025-03-01T10:00:00Z", { device: "mobile" }],
      ["lead-captured", "2025-03-01T10:20:00Z"],
      ["configuration-saved", "2025-03-01T11:00:00Z"],
    ]);
    expect(await sessionRow("rollup-1")).toEqual({
      sessionId: "rollup-1",
      startedAt: at("2025-03-01T10:00:00Z"),
      device: "mobile",
      leadAt: at("2025-03-01T10:05:00Z"),
      assessmentAt: null,
      recommendationsAt: null,
      savedAt: at("2025-03-01T11:00:00Z"),
      recommended: [],
      complianceRequirements: [],
      securityFocus: [],
      prospectId: null,
      sharedAt: null,
      viewedAt: null,
      acceptedAt: null,
      quotes: 0,
      quoteMonthlyCents: 0,
      quotedServices: [],
      acceptedServices: [],
    });
  });

  it("collects every service ever recommended once, and skips ids that are not numbers", async () => {
    const kit = analyticsKit(t);
    await kit.events("rollup-2", [
      ["recommendations-shown", "2025-03-02T10:00:00Z", { services: [3, 1, "x", "2"] }],
      ["recommendations-shown", "2025-03-02T10:30:00Z", { services: [1, 7] }],
      ["recommendations-shown", "2025-03-02T10:40:00Z", { services: "not a list" }],
    ]);
    const row = await sessionRow("rollup-2");
    expect(row?.recommended).toEqual([1, 2, 3, 7]);
    expect(row?.recommendationsAt).toEqual(at("2025-03-02T10:00:00Z"));
    expect(row?.startedAt).toBeNull();
  });

  it("follows the draft's answers and prospect as the draft is saved again", async () => {
    const kit = analyticsKit(t);
    const prospect = await kit.prospect("2025-03-03T10:00:00Z", "11-50");
    await kit.events("rollup-3", [["session-started", "2025-03-03T10:00:00Z"]]);
    await kit.draft("rollup-3", null, { complianceRequirements: ["hipaa"], securityFocus: [] });
    expect(await sessionRow("rollup-3")).toMatchObject({
      startedAt: at("2025-03-03T10:00:00Z"),
      complianceRequirements: ["hipaa"],
      securityFocus: [],
      prospectId: null,
    });
    await t.db
      .update(builderDrafts)
      .set({
        prospectId: prospect,
        draft: sql`jsonb_set(${builderDrafts.draft}, '{answers}', '{"complianceRequirements": ["hipaa", "pci"], "securityFocus": ["email"]}')`,
      })
      .where(eq(builderDrafts.sessionId, "rollup-3"));
    expect(await sessionRow("rollup-3")).toMatchObject({
      complianceRequirements: ["hipaa", "pci"],
      securityFocus: ["email"],
      prospectId: prospect,
    });
  });
});

describe("builder_sessions, the quote side the quote tables' triggers keep (migration 0014)", () => {
  const firewall = { serviceId: 1, name: "Managed firewall", totalCents: 10_000 };
  const endpoint = { serviceId: 2, name: "Endpoint protection", totalCents: 20_000 };

  it("follows saves, new versions, shares, first views, acceptances and their removal", async () => {
    const kit = analyticsKit(t);
    await kit.events("quotes-1", [["session-started", "2025-04-01T10:00:00Z"]]);
    const first = await kit.quote("2025-04-01T10:30:00Z", [firewall, endpoint], null, "quotes-1");
    const second = await kit.quote("2025-04-01T10:40:00Z", [endpoint], null, "quotes-1");
    expect(await sessionRow("quotes-1")).toMatchObject({
      quotes: 2,
      quoteMonthlyCents: 50_000,
      quotedServices: [1, 2, 2],
      acceptedServices: [],
      sharedAt: null,
    });

    const share = await kit.share(second, "2025-04-02T09:00:00Z");
    expect(await sessionRow("quotes-1")).toMatchObject({
      sharedAt: at("2025-04-02T09:00:00Z"),
      viewedAt: null,
    });
    await t.db
      .update(quoteShares)
      .set({ firstViewedAt: at("2025-04-02T12:00:00Z") })
      .where(eq(quoteShares.id, share));
    await kit.decide(share, second, "accepted", "2025-04-03T08:00:00Z");
    expect(await sessionRow("quotes-1")).toMatchObject({
      viewedAt: at("2025-04-02T12:00:00Z"),
      acceptedAt: at("2025-04-03T08:00:00Z"),
      acceptedServices: [2],
    });

    // A second version becomes current: the quote now holds what that version priced.
    await t.db.insert(configurationVersions).values({
      configurationId: first,
      version: 2,
      name: "v2",
      content: {} as never,
      priced: { locations: [{ locationId: "main", lines: [firewall] }] },
      monthlyCents: 10_000,
      annuallyCents: 120_000,
      setupCents: 0,
      savingsCents: 0,
      riskLevel: "low",
      formulaVersions: {},
    });
    await t.db
      .update(configurations)
      .set({ currentVersion: 2 })
      .where(eq(configurations.id, first));
    expect(await sessionRow("quotes-1")).toMatchObject({
      quotes: 2,
      quoteMonthlyCents: 30_000,
      quotedServices: [1, 2],
    });

    await t.db.delete(quoteDecisionsTable).where(eq(quoteDecisionsTable.shareId, share));
    await t.db.delete(quoteShares).where(eq(quoteShares.id, share));
    expect(await sessionRow("quotes-1")).toMatchObject({
      sharedAt: null,
      viewedAt: null,
      acceptedAt: null,
      acceptedServices: [],
    });
    await t.db.delete(configurations).where(eq(configurations.id, second));
    expect(await sessionRow("quotes-1")).toMatchObject({ quotes: 1, quotedServices: [1] });
  });

  it("fills a session first recorded after its quote was saved, and skips staff quotes", async () => {
    const kit = analyticsKit(t);
    await kit.quote("2025-04-05T10:00:00Z", [firewall], null, "quotes-late");
    await kit.quote("2025-04-05T10:00:00Z", [endpoint]);
    await kit.events("quotes-late", [["session-started", "2025-04-05T09:00:00Z"]]);
    expect(await sessionRow("quotes-late")).toMatchObject({
      quotes: 1,
      quoteMonthlyCents: 10_000,
      quotedServices: [1],
    });
  });
});
