import type { ProspectActivity, ProspectItem } from "@shared/prospects/prospect-item";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, createUser, signedIn } from "../../../tests/setup/auth";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { prospectActivities, prospects } from "../../db/schema/prospects";
import { PROSPECT_EDIT_CONFLICT } from "./prospect-rules";
import { base, prospectKit, unique } from "./prospect-test-kit";

let t: TestApp;
let admin: Client;
let adminId: string;
let kit: ReturnType<typeof prospectKit>;
beforeAll(async () => {
  t = await createTestApp();
  const signed = await signedIn(t);
  admin = signed.browser;
  adminId = signed.user.id;
  kit = prospectKit(t, admin);
});
afterAll(() => t.close());

describe("owners", () => {
  it("lists the active staff a prospect can be assigned to, not a deactivated one", async () => {
    const gone = await createUser(t, { isActive: false });
    const res = await admin.request("GET", `${base}/owners`);
    expect(res.statusCode, res.body).toBe(200);
    const ids = res.json().data.map((owner: { id: string }) => owner.id);
    expect(ids).toContain(adminId);
    expect(ids).not.toContain(gone.id);
  });
});

describe("access", () => {
  it("is 401 signed out and 403 for staff, never cached", async () => {
    for (const [method, url] of [
      ["GET", base],
      ["GET", `${base}/1`],
      ["GET", `${base}/1/timeline`],
      ["POST", base],
      ["PUT", `${base}/1`],
      ["POST", `${base}/bulk-status`],
      ["POST", `${base}/1/merge`],
      ["POST", `${base}/1/contacts`],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
    }
    const { browser } = await signedIn(t, { role: "staff" });
    const res = await browser.request("GET", base);
    expect(res.statusCode).toBe(403);
    expect(res.headers["cache-control"]).toBe("no-store");
  });
});

describe("the list", () => {
  it("filters by search, status, owner and tag, sorts and pages", async () => {
    const tag = `tag-${unique()}`;
    const a = await kit.create({ companyName: `Zeta ${tag}`, tags: [tag], status: "contacted" });
    const b = await kit.create({ companyName: `Alpha ${tag}`, tags: [tag], ownerUserId: adminId });
    const c = await kit.create({
      companyName: `Mid ${tag}`,
      contactName: `Mira ${tag}`,
      tags: [tag, "vip"],
    });
    expect(await kit.ids(`tag=${tag}&sort=company&dir=asc`)).toEqual([b.id, c.id, a.id]);
    expect(await kit.ids(`tag=${tag}&sort=company&dir=desc`)).toEqual([a.id, c.id, b.id]);
    expect(await kit.ids(`tag=${tag}&status=contacted`)).toEqual([a.id]);
    expect(await kit.ids(`tag=${tag}&owner=${adminId}`)).toEqual([b.id]);
    expect((await kit.ids(`tag=${tag}&owner=none&sort=company`)).sort()).toEqual(
      [a.id, c.id].sort(),
    );
    expect(await kit.ids(`q=${`MIRA ${tag}`.toUpperCase()}`)).toEqual([c.id]);
    expect(await kit.ids(`q=${encodeURIComponent(c.email.toUpperCase())}`)).toEqual([c.id]);
    expect(await kit.ids(`q=alpha%20${tag}`)).toEqual([b.id]);
    expect(await kit.ids(`tag=${tag}&sort=status&dir=asc`)).toEqual([b.id, c.id, a.id]);
    expect((await kit.ids(`tag=${tag}&sort=owner&dir=asc`))[0]).toBe(b.id);

    const page = await admin.request(
      "GET",
      `${base}?tag=${tag}&sort=company&dir=asc&limit=2&offset=2`,
    );
    expect(page.json().pagination).toEqual({ page: 2, limit: 2, total: 3, pages: 2 });
    expect(page.json().data.map((item: ProspectItem) => item.id)).toEqual([a.id]);
    const item = page.json().data[0];
    expect(item).toMatchObject({
      companyName: a.companyName,
      contactName: "Jordan Lee",
      status: "contacted",
      source: "staff",
      archived: false,
      contactCount: 1,
      quoteCount: 0,
      latestQuoteStatus: null,
      owner: null,
    });
    const tags = (await admin.request("GET", `${base}/tags`)).json().data;
    expect(tags).toEqual(expect.arrayContaining([tag, "vip"]));
  });

  it("filters by creation day in the given time zone, and the export follows", async () => {
    const tag = `day-${unique()}`;
    const made = async (iso: string) => {
      const prospect = await kit.create({ companyName: `Day ${tag} ${iso}`, tags: [tag] });
      await t.db
        .update(prospects)
        .set({ createdAt: new Date(iso) })
        .where(eq(prospects.id, prospect.id));
      return prospect.id;
    };
    const first = await made("2025-02-28T23:00:00Z"); // 1 March 00:00 in Berlin
    const last = await made("2025-03-31T21:59:59Z");
    const april = await made("2025-03-31T22:00:00Z"); // 1 April in Berlin
    await made("2025-02-28T22:59:59Z");
    const march = `tag=${tag}&from=2025-03-01&to=2025-03-31&tz=Europe%2FBerlin`;
    expect(await kit.ids(`${march}&sort=createdAt&dir=asc`)).toEqual([first, last]);
    // In UTC, March holds another pair.
    expect(
      await kit.ids(`tag=${tag}&from=2025-03-01&to=2025-03-31&sort=createdAt&dir=asc`),
    ).toEqual([last, april]);
    const csv = await admin.request("GET", `${base}/export.csv?${march}`);
    expect(csv.body.trim().split("\n")).toHaveLength(3);
  });

  it("answers 400 naming each bad query field", async () => {
    const res = await admin.request(
      "GET",
      `${base}?limit=0&status=open&sort=age&owner=bob&to=31.03.2025&tz=Nowhere`,
    );
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual([
      "limit",
      "owner",
      "sort",
      "status",
      "to",
      "tz",
    ]);
  });
});

describe("create", () => {
  it("writes the primary contact, the timeline and the audit log", async () => {
    const prospect = await kit.create({ tags: ["msp", "msp"] });
    expect(prospect.tags).toEqual(["msp"]);
    const detail = await kit.detail(prospect.id);
    expect(detail.contacts).toEqual([
      expect.objectContaining({ name: "Jordan Lee", email: prospect.email, isPrimary: true }),
    ]);
    const [created] = await kit.timeline(prospect.id);
    expect(created).toMatchObject({ type: "created", actor: { name: expect.any(String) } });
    expect(await kit.auditEvents(prospect.id)).toContain("prospect.created");
  });

  it("refuses an address a contact already has, naming the company", async () => {
    const first = await kit.create();
    const res = await admin.request("POST", base, {
      companyName: "Other Co",
      contactName: "Sam",
      email: first.email.toUpperCase(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.email).toBe(
      `This address already belongs to a contact at ${first.companyName}`,
    );
  });

  it("answers 400 for missing fields and an unknown owner", async () => {
    const res = await admin.request("POST", base, { email: "nope", status: "open" });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(
      expect.arrayContaining(["companyName", "contactName", "email", "status"]),
    );
    const owner = await admin.request("POST", base, {
      companyName: "X",
      contactName: "Y",
      email: `y-${unique()}@x-${unique()}.com`,
      ownerUserId: "00000000-0000-4000-8000-000000000000",
    });
    expect(owner.json().errors).toEqual({ ownerUserId: "Choose an active staff member" });
  });
});

describe("edit", () => {
  it("records status, owner and detail changes; a stale version is a 409 changing nothing", async () => {
    const prospect = await kit.create();
    const res = await kit.edit(prospect, {
      status: "qualified",
      ownerUserId: adminId,
      companyName: `${prospect.companyName} Ltd`,
      tags: ["hot"],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: "qualified", version: 2, tags: ["hot"] });
    const types = (await kit.timeline(prospect.id)).map((entry) => [entry.type, entry.data]);
    expect(types).toEqual(
      expect.arrayContaining([
        ["status_changed", { from: "new", to: "qualified" }],
        ["owner_changed", { from: null, to: { id: adminId, name: expect.any(String) } }],
        ["details_updated", expect.objectContaining({ changed: ["companyName", "tags"] })],
      ]),
    );
    const stale = await kit.edit(prospect, { status: "lost" });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(PROSPECT_EDIT_CONFLICT);
    expect((await kit.detail(prospect.id)).prospect.status).toBe("qualified");
    expect(await kit.auditEvents(prospect.id)).toEqual(
      expect.arrayContaining(["prospect.updated", "prospect.status_changed"]),
    );
  });
});

describe("bulk status", () => {
  it("changes many in one go and counts only real changes", async () => {
    const a = await kit.create();
    const b = await kit.create({ status: "won" });
    const res = await admin.request("POST", `${base}/bulk-status`, {
      ids: [a.id, b.id],
      status: "won",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ changed: 1 });
    expect((await kit.detail(a.id)).prospect.status).toBe("won");
    expect((await kit.timeline(a.id))[0]).toMatchObject({
      type: "status_changed",
      data: { from: "new", to: "won" },
    });
    expect(await kit.auditEvents(a.id)).toContain("prospect.status_changed");
    const bad = await admin.request("POST", `${base}/bulk-status`, { ids: [], status: "won" });
    expect(bad.json().errors).toHaveProperty("ids");
  });
});

describe("archive and restore", () => {
  it("hides the prospect from the default list and brings it back", async () => {
    const prospect = await kit.create();
    const archived = await admin.request("POST", `${base}/${prospect.id}/archive`);
    expect(archived.json().data.archived).toBe(true);
    expect(await kit.ids(`q=${prospect.companyName}`)).toEqual([]);
    expect(await kit.ids(`q=${prospect.companyName}&archived=true`)).toEqual([prospect.id]);
    await admin.request("POST", `${base}/${prospect.id}/restore`);
    expect(await kit.ids(`q=${prospect.companyName}`)).toEqual([prospect.id]);
    const types = (await kit.timeline(prospect.id)).map((entry) => entry.type);
    expect(types.slice(0, 2)).toEqual(["restored", "archived"]);
    expect(await kit.auditEvents(prospect.id)).toEqual(
      expect.arrayContaining(["prospect.archived", "prospect.restored"]),
    );
    expect((await admin.request("POST", `${base}/999999/archive`)).statusCode).toBe(404);
  });
});

describe("notes and the timeline", () => {
  it("answers each entry with its type's fields, and leaves out a row no schema reads", async () => {
    const prospect = await kit.create();
    // A row as an older build might have stored it: a status change without its statuses.
    await t.db
      .insert(prospectActivities)
      .values({ prospectId: prospect.id, type: "status_changed", data: { status: "won" } });
    const timeline = await kit.timeline(prospect.id);
    expect(timeline.map((entry) => entry.type)).toEqual(["created"]);
    expect(timeline[0]?.data).toEqual({ source: "staff" });
  });

  it("adds notes with their author, newest first, paged with before", async () => {
    const prospect = await kit.create();
    for (const body of ["First call", "Second call"]) {
      const res = await admin.request("POST", `${base}/${prospect.id}/notes`, { body });
      expect(res.statusCode, res.body).toBe(201);
    }
    const timeline = await kit.timeline(prospect.id);
    const noteOf = (entry: ProspectActivity) =>
      entry.type === "note_added" ? entry.data.body : entry.type;
    expect(timeline.map(noteOf)).toEqual(["Second call", "First call", "created"]);
    const [newest] = timeline;
    if (!newest) throw new Error("no timeline");
    const older = await kit.timeline(prospect.id, `?before=${newest.id}&limit=1`);
    expect(older.map(noteOf)).toEqual(["First call"]);
    const empty = await admin.request("POST", `${base}/${prospect.id}/notes`, { body: " " });
    expect(empty.json().errors).toEqual({ body: "Enter a note" });
    const long = await admin.request("POST", `${base}/${prospect.id}/notes`, {
      body: "x".repeat(5001),
    });
    expect(long.statusCode).toBe(400);
    expect(await kit.auditEvents(prospect.id)).toContain("prospect.note_added");
  });
});

describe("metadata", () => {
  it("is saved as sent, and a NUL character is a 400 naming the field", async () => {
    const prospect = await kit.create();
    const saved = await kit.edit(prospect, { metadata: { source: "fair 2026" } });
    expect(saved.json().data.metadata).toEqual({ source: "fair 2026" });
    const nul = await kit.edit(saved.json().data, { metadata: { a: "x\u0000" } });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().errors).toEqual({ "metadata.a": "Remove the NUL character" });
  });
});
