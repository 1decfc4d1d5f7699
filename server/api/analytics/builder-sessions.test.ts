import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { builderDrafts, builderSessions } from "../../db/schema/builder";
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
