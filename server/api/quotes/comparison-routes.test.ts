import { randomBytes, randomUUID } from "node:crypto";
import type { ComparisonDetail, ComparisonView } from "@shared/quotes/comparison";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, signedIn } from "../../../tests/setup/auth";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { auditLog } from "../../db/schema/audit";
import { serviceIds } from "../catalog/seed/seed-service";
import { COMPARISON_EDIT_CONFLICT } from "./comparison-routes";

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedIn(t)).browser;
});
afterAll(() => t.close());

const base = "/api/admin/quote-comparisons";
let visitors = 0;

const site = (id: string, name: string, users: number) => ({
  id,
  name,
  userCount: users,
  endpointCount: users + 5,
  serverCount: 2,
  hasCloudServices: true,
  hasOnPremise: true,
  hasSaaSApps: true,
});
const locations = [site("hq", "Head office", 25), site("b1", "Branch", 8)];
const answers = { complianceRequirements: ["hipaa"], securityFocus: [] };

interface Saved {
  id: string;
  version: number;
}

/** A builder session with a lead, so its configurations belong to a prospect. */
async function builderSession(company: string) {
  const session = `session-${Date.now()}-${randomBytes(6).toString("hex")}`;
  visitors += 1;
  const res = await t.app.inject({
    method: "POST",
    url: "/api/sb/lead",
    remoteAddress: `10.77.${Math.floor(visitors / 250)}.${visitors % 250}`,
    headers: { "x-sb-session": session },
    payload: {
      companyName: company,
      contactName: "Dana Whitfield",
      email: `ops-${randomBytes(4).toString("hex")}@example.com`,
      phone: "",
      companySize: "11-50",
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return session;
}

/** Saves a configuration (a new version when the session saved one before). */
async function saveConfiguration(session: string, name: string, serviceList: number[]) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/sb/configurations",
    headers: { "x-sb-session": session },
    payload: {
      name,
      answers,
      locations,
      selections: serviceList.flatMap((serviceId) =>
        locations.map((location) => ({ locationId: location.id, serviceId })),
      ),
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const { id, version } = res.json().data.configuration;
  return { id, version } as Saved;
}

let essential: Saved;
let complete: Saved;
let completeV2: Saved;
beforeAll(async () => {
  const first = await builderSession("Harbor Dental Group");
  essential = await saveConfiguration(first, "Harbor: essential", [serviceIds.awarenessTraining]);
  const second = await builderSession("Harbor Dental Group West");
  complete = await saveConfiguration(second, "Harbor: complete", [
    serviceIds.awarenessTraining,
    serviceIds.patchManagement,
  ]);
  completeV2 = await saveConfiguration(second, "Harbor: complete", [
    serviceIds.awarenessTraining,
    serviceIds.patchManagement,
    serviceIds.emailSecurity,
  ]);
});

const item = (saved: Saved, label = "") => ({
  configurationId: saved.id,
  version: saved.version,
  label,
});

async function create(name = "Harbor options", items = [item(essential), item(complete)]) {
  const res = await admin.request("POST", base, { name, items });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as ComparisonDetail;
}

async function auditEvents(id: string) {
  const rows = await t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, "comparison"), eq(auditLog.targetId, id)));
  return rows.map((row) => row.event);
}

describe("access", () => {
  it("is 401 signed out and 403 for staff, on every route", async () => {
    const id = randomUUID();
    const routes = [
      ["GET", base],
      ["POST", `${base}/preview`],
      ["POST", base],
      ["GET", `${base}/${id}`],
      ["PUT", `${base}/${id}`],
      ["DELETE", `${base}/${id}`],
      ["POST", `${base}/${id}/share`],
      ["GET", `${base}/${id}/csv`],
    ] as const;
    const { browser: staff } = await signedIn(t, { role: "staff" });
    for (const [method, url] of routes) {
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
      const res = await staff.request(method, url);
      expect(res.statusCode).toBe(403);
      expect(res.headers["cache-control"]).toBe("no-store");
    }
  });
});

describe("POST /preview", () => {
  it("answers the options with labels, the matrix overall and per location, and the savings", async () => {
    const res = await admin.request("POST", `${base}/preview`, {
      items: [item(essential, "Essential"), item(complete)],
    });
    expect(res.statusCode, res.body).toBe(200);
    const view: ComparisonView = res.json().data;
    expect(view.options.map((option) => option.label)).toEqual(["Essential", "Option B"]);
    expect(view.options.map((option) => option.configurationId)).toEqual([
      essential.id,
      complete.id,
    ]);
    const patch = view.rows.find((row) => row.serviceId === serviceIds.patchManagement);
    expect(patch).toMatchObject({ differs: true });
    expect(patch?.cells[0]).toBeNull();
    expect(patch?.cells[1]?.quantity).toBeGreaterThan(0);
    expect(view.locations.map((location) => location.name)).toEqual(["Head office", "Branch"]);
    expect(view.locations[0]?.totals).toHaveLength(2);
    const [first, second] = view.options;
    if (!first || !second) throw new Error("two options expected");
    expect(view.savings[0]).toEqual({ monthlyCents: 0, annuallyCents: 0, setupCents: 0 });
    expect(view.savings[1]).toEqual({
      monthlyCents: first.totals.monthly - second.totals.monthly,
      annuallyCents: first.totals.annually - second.totals.annually,
      setupCents: first.totals.setup - second.totals.setup,
    });
    expect(view.savings[1]?.monthlyCents).toBeLessThan(0);
  });

  it("names the missing configuration version with a 404", async () => {
    const res = await admin.request("POST", `${base}/preview`, {
      items: [item(essential), { configurationId: essential.id, version: 9, label: "" }],
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      success: false,
      message: `Configuration ${essential.id} has no version 9`,
      errors: { "items.1": expect.stringContaining("no version 9") },
    });
    const unknown = randomUUID();
    const other = await admin.request("POST", `${base}/preview`, {
      items: [{ configurationId: unknown, version: 1 }, item(essential)],
    });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toContain(unknown);
  });

  it("refuses fewer than 2, more than 4, duplicates and bad fields with field errors", async () => {
    const cases: [object, string[]][] = [
      [{ items: [item(essential)] }, ["items"]],
      [
        {
          items: Array.from({ length: 5 }, (_, index) => ({
            ...item(essential),
            version: index + 1,
          })),
        },
        ["items"],
      ],
      [{ items: [item(essential), item(essential)] }, ["items.1.version"]],
      [
        { items: [{ configurationId: "nope", version: 0, label: "x".repeat(41) }, item(complete)] },
        ["items.0.configurationId", "items.0.label", "items.0.version"],
      ],
      [{}, ["items"]],
    ];
    for (const [body, fields] of cases) {
      const res = await admin.request("POST", `${base}/preview`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().success).toBe(false);
      expect(Object.keys(res.json().errors).sort()).toEqual(fields);
    }
  });
});

describe("save, read, list, update and delete", () => {
  it("saves under a name, reads it back with the side-by-side data and audits it", async () => {
    const saved = await create("Harbor: three tiers", [
      item(essential, "Essential"),
      item(complete, "Recommended"),
      item(completeV2, "Complete"),
    ]);
    expect(saved.comparison).toMatchObject({
      name: "Harbor: three tiers",
      itemCount: 3,
      prospect: { companyName: "Harbor Dental Group" },
    });
    expect(saved.view?.options.map((option) => option.label)).toEqual([
      "Essential",
      "Recommended",
      "Complete",
    ]);
    const read = await admin.request("GET", `${base}/${saved.comparison.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual(saved);
    expect(await auditEvents(saved.comparison.id)).toEqual(["comparison.saved"]);
  });

  it("lists the newest first with pagination and searches name and company", async () => {
    const older = await create("Quokka Clinic options");
    const newer = await create("Wombat Clinic options");
    const res = await admin.request("GET", `${base}?limit=2`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.pagination).toMatchObject({ page: 1, limit: 2 });
    expect(body.pagination.total).toBeGreaterThanOrEqual(2);
    expect(body.data.map((entry: { id: string }) => entry.id)).toEqual([
      newer.comparison.id,
      older.comparison.id,
    ]);
    expect(body.data[0]).toEqual({
      id: newer.comparison.id,
      name: "Wombat Clinic options",
      prospect: { id: expect.any(Number), companyName: "Harbor Dental Group" },
      itemCount: 2,
      createdAt: newer.comparison.createdAt,
      updatedAt: newer.comparison.updatedAt,
    });
    const search = async (q: string) =>
      (await admin.request("GET", `${base}?q=${encodeURIComponent(q)}`))
        .json()
        .data.map((entry: { name: string }) => entry.name);
    expect(await search("QUOKKA")).toEqual(["Quokka Clinic options"]);
    expect(await search("harbor dental")).toEqual(
      expect.arrayContaining(["Wombat Clinic options"]),
    );
    expect((await admin.request("GET", `${base}?page=0`)).statusCode).toBe(400);
  });

  it("updates on top of the loaded copy and answers 409 to a stale one", async () => {
    const saved = await create();
    const loaded = saved.comparison.updatedAt;
    const first = await admin.request("PUT", `${base}/${saved.comparison.id}`, {
      name: "Harbor: renamed",
      items: [item(complete, "Now first"), item(completeV2)],
      expectedUpdatedAt: loaded,
    });
    expect(first.statusCode, first.body).toBe(200);
    const updated: ComparisonDetail = first.json().data;
    expect(updated.comparison.name).toBe("Harbor: renamed");
    expect(updated.comparison.updatedAt).not.toBe(loaded);
    expect(updated.view?.options.map((option) => option.label)).toEqual(["Now first", "Option B"]);
    expect(updated.comparison.prospect?.companyName).toBe("Harbor Dental Group West");

    const stale = await admin.request("PUT", `${base}/${saved.comparison.id}`, {
      name: "Someone else's name",
      items: [item(essential), item(complete)],
      expectedUpdatedAt: loaded,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ success: false, message: COMPARISON_EDIT_CONFLICT });
    const after = (await admin.request("GET", `${base}/${saved.comparison.id}`)).json().data;
    expect(after.comparison.name).toBe("Harbor: renamed");

    const again = await admin.request("PUT", `${base}/${saved.comparison.id}`, {
      name: "Harbor: renamed twice",
      items: [item(complete), item(completeV2)],
      expectedUpdatedAt: updated.comparison.updatedAt,
    });
    expect(again.statusCode).toBe(200);
  });

  it("answers 400 to a bad update and 404 to an unknown id", async () => {
    const saved = await create();
    const bad = await admin.request("PUT", `${base}/${saved.comparison.id}`, {
      name: "  ",
      items: [item(essential), item(complete)],
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["expectedUpdatedAt", "name"]);
    const unknown = randomUUID();
    const missing = await admin.request("PUT", `${base}/${unknown}`, {
      name: "Anything",
      items: [item(essential), item(complete)],
      expectedUpdatedAt: new Date().toISOString(),
    });
    expect(missing.statusCode).toBe(404);
    for (const [method, url] of [
      ["GET", `${base}/${unknown}`],
      ["DELETE", `${base}/${unknown}`],
      ["POST", `${base}/${unknown}/share`],
      ["GET", `${base}/${unknown}/csv`],
    ] as const) {
      const res = await admin.request(method, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: "Comparison not found" });
    }
    const malformed = await admin.request("GET", `${base}/not-a-uuid`);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual({ id: "Unknown comparison" });
  });

  it("deletes once, audits it, and then answers 404", async () => {
    const saved = await create("To be deleted");
    const res = await admin.request("DELETE", `${base}/${saved.comparison.id}`);
    expect(res.statusCode).toBe(200);
    expect((await admin.request("GET", `${base}/${saved.comparison.id}`)).statusCode).toBe(404);
    expect((await admin.request("DELETE", `${base}/${saved.comparison.id}`)).statusCode).toBe(404);
    expect(await auditEvents(saved.comparison.id)).toEqual([
      "comparison.saved",
      "comparison.deleted",
    ]);
  });
});

describe("POST /:id/share", () => {
  it("creates a link whose snapshot offers the comparison's items as options", async () => {
    const saved = await create("Harbor: share me", [
      item(essential, "Essential"),
      item(completeV2, "Complete"),
    ]);
    const before = Date.now();
    const res = await admin.request("POST", `${base}/${saved.comparison.id}/share`, {
      expiresInDays: 10,
    });
    expect(res.statusCode, res.body).toBe(201);
    const link = res.json().data;
    expect(link.url).toBe(`/sb/quote/${link.token}`);
    expect(link.reference).toEqual(expect.any(String));
    const days = (Date.parse(link.expiresAt) - before) / 86_400_000;
    expect(days).toBeGreaterThan(9.99);
    expect(days).toBeLessThan(10.01);
    const stored = await t.repositories.shares.byToken(link.token);
    expect(stored?.share.comparisonId).toBe(saved.comparison.id);
    expect(stored?.share.snapshot.title).toBe("Harbor: share me");
    expect(
      stored?.share.snapshot.options.map(({ label, configurationId, version }) => ({
        label,
        configurationId,
        version,
      })),
    ).toEqual([
      { label: "Essential", configurationId: essential.id, version: essential.version },
      { label: "Complete", configurationId: completeV2.id, version: completeV2.version },
    ]);
    expect(await auditEvents(saved.comparison.id)).toEqual(["comparison.saved", "quote.shared"]);
  });

  it("defaults to 30 days without a body and refuses a bad expiry", async () => {
    const saved = await create();
    const res = await admin.request("POST", `${base}/${saved.comparison.id}/share`);
    expect(res.statusCode, res.body).toBe(201);
    const days = (Date.parse(res.json().data.expiresAt) - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(30);
    for (const expiresInDays of [0, 366, 1.5, "ten"]) {
      const bad = await admin.request("POST", `${base}/${saved.comparison.id}/share`, {
        expiresInDays,
      });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().errors)).toEqual(["expiresInDays"]);
    }
  });
});

describe("GET /:id/csv", () => {
  it("downloads services per option and location, then the totals in dollars", async () => {
    const saved = await create("Harbor: CSV / export", [
      item(essential, '=HYPERLINK("http://x")'),
      item(complete, "Complete"),
    ]);
    const res = await admin.request("GET", `${base}/${saved.comparison.id}/csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="comparison-harbor-csv-export-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/);
    // The label starting with "=" is escaped so a spreadsheet shows it as text.
    expect(lines[0]).toBe(
      `Location,Category,Service,Billing,Differs,"'=HYPERLINK(""http://x"") quantity","'=HYPERLINK(""http://x"") price (USD)","'=HYPERLINK(""http://x"") setup (USD)",Complete quantity,Complete price (USD),Complete setup (USD)`,
    );
    const view = saved.view;
    if (!view) throw new Error("view expected");
    const patch = lines.find(
      (line) => line.startsWith("All locations,") && line.includes(",Patch"),
    );
    expect(patch).toMatch(/,monthly,yes,,,,\d+,\d+\.\d{2},\d+\.\d{2}$/);
    expect(lines.filter((line) => line.startsWith("Head office,")).length).toBeGreaterThan(0);
    const dollars = (cents: number) => (cents / 100).toFixed(2);
    const [first, second] = view.options;
    if (!first || !second) throw new Error("two options expected");
    expect(lines).toContain(`Totals (USD),"'=HYPERLINK(""http://x"")",Complete`);
    expect(lines).toContain(
      `Monthly,${dollars(first.totals.monthly)},${dollars(second.totals.monthly)}`,
    );
    expect(lines).toContain(
      `Annual prepay,${dollars(first.totals.annually)},${dollars(second.totals.annually)}`,
    );
    expect(lines).toContain(`Setup,${dollars(first.totals.setup)},${dollars(second.totals.setup)}`);
    // Decision 049: each discount on its own row, not one lump of "savings".
    expect(lines.some((line) => line.startsWith("First-year savings"))).toBe(false);
    expect(lines).toContain(
      `Prepay saving (a year),${dollars(first.prepayDiscountCents)},${dollars(second.prepayDiscountCents)}`,
    );
    // A negative saving (the second option costs more) stays a number, not escaped text.
    const monthlyVs = lines.find((line) => line.includes("Monthly savings vs"));
    expect(monthlyVs).toMatch(/,0\.00,-\d+\.\d{2}$/);
  });
});
