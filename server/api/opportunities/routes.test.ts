import { randomUUID } from "node:crypto";
import { LOST_REASON_REQUIRED } from "@shared/opportunities/stage-rules";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, signedIn, type TestUser } from "../../../tests/setup/auth";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { auditLog } from "../../db/schema/audit";
import { prospectActivities } from "../../db/schema/prospects";
import { OPPORTUNITY_CONFLICT } from "./routes";
import { opportunityKit } from "./test-kit";

let t: TestApp;
let admin: Client;
let adminUser: TestUser;
let kit: ReturnType<typeof opportunityKit>;
beforeAll(async () => {
  t = await createTestApp();
  ({ browser: admin, user: adminUser } = await signedIn(t));
  kit = opportunityKit(t, admin);
});
afterAll(() => t.close());

const base = "/api/opportunities";

describe("access", () => {
  it("answers 401 without a session and 403 to staff who are not admins", async () => {
    const anonymous = await t.app.inject({ method: "GET", url: base });
    expect(anonymous.statusCode).toBe(401);
    const { browser: staff } = await signedIn(t, { role: "staff" });
    for (const url of [base, `${base}/board`, `${base}/forecast`, `${base}/export.csv`]) {
      expect((await staff.request("GET", url)).statusCode).toBe(403);
    }
    expect((await staff.request("POST", base, { prospectId: 1, name: "x" })).statusCode).toBe(403);
  });
});

describe("list", () => {
  it("filters by search, stage, owner and prospect, sorts, and pages with limit/offset", async () => {
    const tag = kit.unique();
    const prospectId = await kit.prospect(`Birch ${tag} Dental`);
    const other = await kit.prospect(`Aspen ${tag} Legal`);
    await kit.create({ prospectId, name: "Alpha deal", monthly: 100, ownerUserId: adminUser.id });
    await kit.create({ prospectId, name: "Beta deal", monthly: 300, stage: "proposal" });
    await kit.create({ prospectId: other, name: "Gamma deal", monthly: 200 });

    const page1 = await admin.request(
      "GET",
      `${base}?q=${tag}&sort=monthly&dir=desc&limit=2&offset=0`,
    );
    expect(page1.statusCode, page1.body).toBe(200);
    expect(page1.json().data.map((o: { name: string }) => o.name)).toEqual([
      "Beta deal",
      "Gamma deal",
    ]);
    expect(page1.json().pagination).toEqual({ page: 1, limit: 2, total: 3, pages: 2 });
    const page2 = (
      await admin.request("GET", `${base}?q=${tag}&sort=monthly&dir=desc&limit=2&offset=2`)
    ).json();
    expect(page2.data.map((o: { name: string }) => o.name)).toEqual(["Alpha deal"]);
    expect(page2.pagination.page).toBe(2);

    const names = async (query: string, sort = "sort=name") =>
      (await admin.request("GET", `${base}?q=${tag}&${sort}&dir=asc&${query}`))
        .json()
        .data.map((o: { name: string }) => o.name);
    expect(await names("stage=proposal")).toEqual(["Beta deal"]);
    expect(await names(`owner=${adminUser.id}`)).toEqual(["Alpha deal"]);
    expect(await names("owner=none")).toEqual(["Beta deal", "Gamma deal"]);
    expect(await names(`prospectId=${other}`)).toEqual(["Gamma deal"]);
    expect(await names("", "sort=company")).toEqual(["Gamma deal", "Alpha deal", "Beta deal"]);
    const byCompany = await admin.request("GET", `${base}?q=Aspen ${tag}`);
    expect(byCompany.json().data[0].prospectCompany).toBe(`Aspen ${tag} Legal`);
  });

  it("answers 400 with field errors for bad filters", async () => {
    const res = await admin.request(
      "GET",
      `${base}?limit=0&offset=-1&stage=won-ish&owner=bob&archived=maybe`,
    );
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual([
      "archived",
      "limit",
      "offset",
      "owner",
      "stage",
    ]);
  });
});

describe("create and edit", () => {
  it("creates with dollars in and out, and names the fields it refuses", async () => {
    const prospectId = await kit.prospect();
    const res = await admin.request("POST", base, {
      prospectId,
      name: "Managed SOC",
      monthly: 1234.5,
      setup: 999.99,
      expectedCloseDate: "2027-03-15",
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      monthly: 1234.5,
      setup: 999.99,
      stage: "qualification",
      version: 1,
    });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.event, "opportunity.created"), eq(auditLog.targetId, res.json().data.id)),
      );
    expect(audit).toHaveLength(1);

    const bad = await admin.request("POST", base, {
      prospectId: 999_999,
      name: " ",
      monthly: 1.234,
      stage: "won",
      expectedCloseDate: "15/03/2027",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      name: "Enter a name",
      monthly: "Use at most two decimals (whole cents)",
      expectedCloseDate: "Use a date like 2026-05-31",
    });
    expect(bad.json().errors.stage).toBeDefined();
    const unknownProspect = await admin.request("POST", base, {
      prospectId: 999_999,
      name: "Lost soul",
    });
    expect(unknownProspect.statusCode).toBe(400);
    expect(unknownProspect.json().errors).toEqual({ prospectId: "Choose a prospect" });
    const unknownOwner = await admin.request("POST", base, {
      prospectId,
      name: "x",
      ownerUserId: randomUUID(),
    });
    expect(unknownOwner.json().errors).toEqual({ ownerUserId: "Choose a staff member" });
  });

  it("edits on top of the version loaded and answers 409 on a stale one", async () => {
    const created = await kit.create({
      prospectId: await kit.prospect(),
      name: "Firewall refresh",
    });
    const edit = {
      name: "Firewall refresh 2027",
      monthly: 50,
      setup: 10,
      ownerUserId: null,
      expectedCloseDate: null,
    };
    const saved = await admin.request("PUT", `${base}/${created.id}`, { ...edit, version: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      name: "Firewall refresh 2027",
      monthly: 50,
      version: 2,
    });
    const stale = await admin.request("PUT", `${base}/${created.id}`, {
      ...edit,
      name: "Mine",
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(OPPORTUNITY_CONFLICT);
    expect((await admin.request("GET", `${base}/${created.id}`)).json().data.name).toBe(
      "Firewall refresh 2027",
    );
    expect((await admin.request("GET", `${base}/${randomUUID()}`)).statusCode).toBe(404);
  });
});

describe("moves", () => {
  it("asks a reason for Lost, records the move on the timeline and in the audit log", async () => {
    const prospectId = await kit.prospect();
    const created = await kit.create({ prospectId, name: "Backup plan" });
    const noReason = await kit.move(created.id, { stage: "lost", version: 1 });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual({ lostReason: LOST_REASON_REQUIRED });

    const lost = await kit.move(created.id, {
      stage: "lost",
      lostReason: "Chose a competitor",
      version: 1,
    });
    expect(lost.statusCode, lost.body).toBe(200);
    expect(lost.json().data).toMatchObject({
      stage: "lost",
      lostReason: "Chose a competitor",
      version: 2,
    });
    expect(lost.json().data.closedAt).not.toBeNull();

    const stale = await kit.move(created.id, { stage: "proposal", version: 1 });
    expect(stale.statusCode).toBe(409);
    const reopened = await kit.move(created.id, { stage: "negotiation", version: 2 });
    expect(reopened.json().data).toMatchObject({
      stage: "negotiation",
      lostReason: null,
      closedAt: null,
    });

    const timeline = await t.db
      .select()
      .from(prospectActivities)
      .where(
        and(
          eq(prospectActivities.prospectId, prospectId),
          eq(prospectActivities.type, "opportunity_stage_changed"),
        ),
      );
    expect(timeline.map((row) => row.data)).toEqual([
      expect.objectContaining({ from: "qualification", to: "lost", reason: "Chose a competitor" }),
      expect.objectContaining({ from: "lost", to: "negotiation" }),
    ]);
    expect(timeline[0]?.actorUserId).toBe(adminUser.id);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, "opportunity.moved"), eq(auditLog.targetId, created.id)));
    expect(audit.map((row) => row.details)).toEqual([
      expect.objectContaining({ from: "qualification", to: "lost", reason: "Chose a competitor" }),
      expect.objectContaining({ from: "lost", to: "negotiation" }),
    ]);
  });
});
