import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, createUser, signedIn } from "../../../tests/setup/auth";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { auditLog } from "../../db/schema/audit";
import { inquiries } from "../../db/schema/inquiries";
import { prospectActivities, prospects } from "../../db/schema/prospects";

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedIn(t)).browser;
});
afterAll(() => t.close());

/** A unique marker per test, so filters see only that test's rows. */
const marker = () => `mk${randomUUID().slice(0, 8)}`;

/** Stored directly: the public POST's rate limit is not what these tests are about. */
async function inquiry(values: Partial<typeof inquiries.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(inquiries)
    .values({ name: "Robin Vale", email: `robin-${randomUUID()}@example.org`, ...values })
    .returning();
  if (!row) throw new Error("no row");
  return row;
}

describe("GET /api/inquiries filters", () => {
  it("filters by status, owner and text, and pages the result", async () => {
    const m = marker();
    const owner = await createUser(t, { role: "staff" });
    const a = await inquiry({ name: `Ada ${m}`, message: "Need MDR" });
    const b = await inquiry({ name: "Ben", message: `about ${m}`, status: "handled" });
    const c = await inquiry({ name: "Cy", email: `${m}@example.org`, ownerUserId: owner.id });
    const names = async (query: string) => {
      const res = await admin.request("GET", `/api/inquiries?q=${m}&${query}`);
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    expect((await names("")).data.map((i: { id: string }) => i.id)).toEqual([c.id, b.id, a.id]);
    expect((await names("status=handled")).data.map((i: { id: string }) => i.id)).toEqual([b.id]);
    expect((await names("status=new")).data).toHaveLength(2);
    expect((await names("owner=none")).data).toHaveLength(2);
    const owned = await names(`owner=${owner.id}`);
    expect(owned.data).toEqual([
      expect.objectContaining({
        id: c.id,
        status: "new",
        owner: { id: owner.id, displayName: `Test ${owner.username}` },
        prospect: null,
        handledAt: null,
        version: 1,
      }),
    ]);
    const paged = await names("limit=2&offset=2");
    expect(paged.data.map((i: { id: string }) => i.id)).toEqual([a.id]);
    expect(paged.pagination).toEqual({ page: 2, limit: 2, total: 3, pages: 2 });
  });

  it("rejects unknown filter values with field messages", async () => {
    const res = await admin.request(
      "GET",
      "/api/inquiries?status=open&owner=bob&from=yesterday&tz=Mars/Olympus",
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      status: "Use new or handled",
      owner: "Use a user id or none",
      from: "Use a date like 2026-01-31",
      tz: "Use an IANA time zone such as Europe/Berlin",
    });
  });

  it("filters by creation day in the given time zone, as the dashboard counts", async () => {
    const m = marker();
    const at = (iso: string) => inquiry({ name: `Day ${m}`, createdAt: new Date(iso) });
    const first = await at("2025-02-28T23:00:00Z"); // 1 March 00:00 in Berlin
    const last = await at("2025-03-31T21:59:59Z"); // Berlin's last second of March
    const april = await at("2025-03-31T22:00:00Z"); // 1 April in Berlin
    await at("2025-02-28T22:59:59Z"); // 28 February in Berlin
    const ids = async (query: string) =>
      (await admin.request("GET", `/api/inquiries?q=${m}&${query}`))
        .json()
        .data.map((i: { id: string }) => i.id);
    expect(await ids("from=2025-03-01&to=2025-03-31&tz=Europe/Berlin")).toEqual([
      last.id,
      first.id,
    ]);
    // In UTC March holds a different pair.
    expect(await ids("from=2025-03-01&to=2025-03-31")).toEqual([april.id, last.id]);
    expect(await ids("from=2025-04-01&tz=Europe/Berlin")).toHaveLength(1);
  });
});

describe("PUT /api/inquiries/:id", () => {
  it("marks handled with the time, assigns an owner, reopens, and audits", async () => {
    const row = await inquiry();
    const owner = await createUser(t, { role: "staff" });
    const url = `/api/inquiries/${row.id}`;
    const handled = await admin.request("PUT", url, {
      status: "handled",
      ownerUserId: owner.id,
      version: 1,
    });
    expect(handled.statusCode).toBe(200);
    expect(handled.json().data).toMatchObject({
      status: "handled",
      handledAt: expect.any(String),
      owner: { id: owner.id },
      version: 2,
    });
    const reopened = (await admin.request("PUT", url, { status: "new", version: 2 })).json();
    expect(reopened.data).toMatchObject({ status: "new", handledAt: null, version: 3 });
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.targetId, row.id));
    expect(entries.map((entry) => entry.event)).toEqual(["inquiry.updated", "inquiry.updated"]);
    expect(entries[0]?.details).toMatchObject({ changed: "status, owner", status: "handled" });
  });

  it("answers a stale version with 409 and changes nothing", async () => {
    const row = await inquiry();
    const url = `/api/inquiries/${row.id}`;
    expect((await admin.request("PUT", url, { status: "handled", version: 1 })).statusCode).toBe(
      200,
    );
    const stale = await admin.request("PUT", url, { status: "new", version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/Someone else changed this inquiry/);
    const [stored] = await t.db.select().from(inquiries).where(eq(inquiries.id, row.id));
    expect(stored).toMatchObject({ status: "handled", version: 2 });
  });

  it("refuses an inactive or unknown owner and unknown ids", async () => {
    const row = await inquiry();
    const inactive = await createUser(t, { isActive: false });
    const res = await admin.request("PUT", `/api/inquiries/${row.id}`, {
      ownerUserId: inactive.id,
      version: 1,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ ownerUserId: "Choose an active user" });
    const missing = await admin.request("PUT", `/api/inquiries/${randomUUID()}`, { version: 1 });
    expect(missing.statusCode).toBe(404);
  });
});

describe("POST /api/inquiries/:id/convert", () => {
  it("lands an unlinked inquiry on a new prospect named as typed, once", async () => {
    const email = `dana@${marker()}-dental.com`;
    const row = await inquiry({ name: "Dana Reyes", email, organizationSize: "11-50" });
    const url = `/api/inquiries/${row.id}/convert`;
    const first = await admin.request("POST", url, { companyName: "Reyes Dental" });
    expect(first.statusCode, first.body).toBe(200);
    const prospect = first.json().data.prospect;
    expect(prospect).toEqual({ id: expect.any(Number), companyName: "Reyes Dental" });
    expect(first.json().message).toBe("Linked to Reyes Dental");
    const again = await admin.request("POST", url);
    expect(again.json().data.prospect).toEqual(prospect);
    const [stored] = await t.db.select().from(prospects).where(eq(prospects.id, prospect.id));
    expect(stored).toMatchObject({ email, source: "inquiry", companySize: "11-50" });
    const timeline = await t.db
      .select()
      .from(prospectActivities)
      .where(eq(prospectActivities.prospectId, prospect.id));
    expect(timeline.map((entry) => entry.type).sort()).toEqual(["created", "inquiry_received"]);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.targetId, row.id));
    expect(audits.map((entry) => entry.event)).toEqual(["inquiry.converted"]);
  });

  it("joins the prospect of the same company domain", async () => {
    const domain = `${marker()}-works.com`;
    const first = await t.app.services.leads.land({
      companyName: "Works Inc",
      contactName: "Lee",
      email: `lee@${domain}`,
      phone: "",
      companySize: null,
    });
    const row = await inquiry({ email: `kim@${domain}` });
    const res = await admin.request("POST", `/api/inquiries/${row.id}/convert`);
    expect(res.json().data.prospect).toEqual({ id: first.prospectId, companyName: "Works Inc" });
  });

  it("answers the prospect a new inquiry already landed on", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/inquiries",
      payload: { name: "Sam", email: `sam@${marker()}-labs.com` },
      remoteAddress: "10.77.0.1",
    });
    const { id } = res.json().data;
    const [stored] = await t.db.select().from(inquiries).where(eq(inquiries.id, id));
    const converted = await admin.request("POST", `/api/inquiries/${id}/convert`);
    expect(converted.json().data.prospect.id).toBe(stored?.prospectId);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audits).toHaveLength(0);
  });
});

describe("inquiry staff access", () => {
  it("closes every staff endpoint to visitors (401) and non-admin staff (403)", async () => {
    const row = await inquiry();
    const { browser: staff } = await signedIn(t, { role: "staff" });
    const calls = [
      ["GET", "/api/inquiries/export.csv"],
      ["PUT", `/api/inquiries/${row.id}`],
      ["POST", `/api/inquiries/${row.id}/convert`],
    ] as const;
    for (const [method, url] of calls) {
      const payload = method === "PUT" ? { version: 1 } : undefined;
      const anonymous = await t.app.inject({ method, url, payload });
      expect(anonymous.statusCode, url).toBe(401);
      expect((await staff.request(method, url, payload)).statusCode, url).toBe(403);
    }
  });
});

describe("GET /api/inquiries/export.csv", () => {
  it("downloads the filter's inquiries with every column, formula-safe, with a BOM", async () => {
    const m = marker();
    await inquiry({ name: "=cmd|' /C calc'!A0", message: `pwn ${m}`, status: "handled" });
    await inquiry({ name: "Open One", message: `open ${m}` });
    const res = await admin.request("GET", `/api/inquiries/export.csv?q=${m}&status=handled`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(
      /filename="inquiries-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(res.body.startsWith("\uFEFF")).toBe(true);
    const lines = res.body.slice(1).trim().split("\n");
    expect(lines[0]).toBe(
      "id,received at,name,e-mail,organization size,message,status,handled at,owner,prospect id,prospect",
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`,'=cmd|' /C calc'!A0,`);
    expect(lines[1]).toContain(",Handled,");
  });
});
