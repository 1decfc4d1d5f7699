import { randomUUID } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, createUser, signedIn } from "../../../tests/setup/auth";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { auditLog } from "../../db/schema/audit";
import { prospectActivities, prospectContacts, prospects } from "../../db/schema/prospects";

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedIn(t)).browser;
});
afterAll(() => t.close());

/** A company domain no other test uses (reserved and free-mail names never match). */
const domain = () => `co${randomUUID().slice(0, 8)}.com`;
const mapping = { company: 0, name: 1, email: 2, status: 3, tags: 4 };
const importRows = (rows: string[][], dryRun: boolean) =>
  admin.request("POST", "/api/prospects/import", { mapping, rows, dryRun });

async function prospectsOf(domainName: string) {
  return t.db.select().from(prospects).where(eq(prospects.domain, domainName));
}

describe("POST /api/prospects/import", () => {
  it("plans on a dry run, writes on the real one, and never duplicates on a second run", async () => {
    const d = domain();
    const existing = await t.app.services.leads.land({
      companyName: "Stored Co",
      contactName: "Old Name",
      email: `old@${d}`,
      phone: "",
      companySize: null,
    });
    const fresh = domain();
    const rows = [
      ["Stored Co", "New Name", `OLD@${d}`, "Qualified", "vip"],
      ["", "Second", `second@${d}`, "", ""],
      ["Fresh Ltd", "Fay", `fay@${fresh}`, "", "east"],
      ["", "Gus", `gus@${fresh}`, "", ""],
      ["", "", "", "", ""],
      ["Bad", "Bo", "not-an-address", "soon", ""],
      ["Dup", "Dee", `fay@${fresh}`, "", ""],
    ];
    const dry = (await importRows(rows, true)).json();
    expect(dry.data.counts).toEqual({
      rows: 7,
      newProspects: 1,
      newContacts: 2,
      updatedContacts: 1,
      errors: 2,
      skipped: 1,
    });
    expect(dry.data.rows).toEqual([
      { row: 2, outcome: "update_contact", email: `OLD@${d}`, company: "Stored Co" },
      { row: 3, outcome: "new_contact", email: `second@${d}`, company: "Stored Co" },
      { row: 4, outcome: "new_prospect", email: `fay@${fresh}`, company: "Fresh Ltd" },
      { row: 5, outcome: "new_contact", email: `gus@${fresh}`, company: "Fresh Ltd" },
      { row: 6, outcome: "skipped" },
      {
        row: 7,
        outcome: "error",
        errors: {
          email: "Enter a valid e-mail address",
          status: "Use one of New, Contacted, Qualified, Proposal, Won, Lost",
        },
      },
      {
        row: 8,
        outcome: "error",
        email: `fay@${fresh}`,
        errors: { email: "The same address is on row 4" },
      },
    ]);
    expect(await prospectsOf(fresh)).toHaveLength(0);

    const real = (await importRows(rows, false)).json();
    expect(real.data).toMatchObject({ dryRun: false, counts: dry.data.counts });
    const [stored] = await prospectsOf(d);
    expect(stored).toMatchObject({
      id: existing.prospectId,
      contactName: "New Name",
      status: "qualified",
      tags: [real.data.tag, "vip"].sort(),
      version: 2,
    });
    const [created, ...others] = await prospectsOf(fresh);
    expect(others).toHaveLength(0);
    expect(created).toMatchObject({
      companyName: "Fresh Ltd",
      source: "import",
      email: `fay@${fresh}`,
    });
    const contacts = await t.db
      .select()
      .from(prospectContacts)
      .where(inArray(prospectContacts.prospectId, [existing.prospectId, created?.id ?? 0]));
    expect(contacts.map((c) => `${c.name}:${c.isPrimary}`).sort()).toEqual([
      "Fay:true",
      "Gus:false",
      "New Name:true",
      "Second:false",
    ]);
    const imported = await t.db
      .select()
      .from(prospectActivities)
      .where(eq(prospectActivities.type, "imported"));
    expect(
      imported.filter((a) => [existing.prospectId, created?.id].includes(a.prospectId)),
    ).toHaveLength(2);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.event, "prospects.imported"));
    expect(audits.at(-1)?.details).toMatchObject({ newProspects: 1, errors: 2 });

    const again = (await importRows(rows, false)).json();
    expect(again.data.counts).toMatchObject({
      newProspects: 0,
      newContacts: 0,
      updatedContacts: 4,
    });
    expect(await prospectsOf(fresh)).toHaveLength(1);
  });

  it("never matches reserved or free-mail domains, and resolves owners by username", async () => {
    const owner = await createUser(t, { role: "staff" });
    const rows = [
      ["A", "Ann", `ann-${randomUUID()}@example.com`, "", "", owner.username.toUpperCase()],
      ["B", "Bea", `bea-${randomUUID()}@example.com`, "", "", ""],
      ["C", "Cal", `cal-${randomUUID()}@gmail.com`, "", "", "nobody-like-this"],
    ];
    const res = await admin.request("POST", "/api/prospects/import", {
      mapping: { ...mapping, owner: 5 },
      rows,
      dryRun: false,
    });
    const body = res.json().data;
    expect(body.counts).toMatchObject({ newProspects: 2, errors: 1 });
    expect(body.rows[2]).toMatchObject({
      row: 4,
      outcome: "error",
      errors: { owner: "No active user has this username or name" },
    });
    const [ann] = await t.db
      .select()
      .from(prospects)
      .where(eq(prospects.email, rows[0]?.[2] ?? ""));
    expect(ann).toMatchObject({ ownerUserId: owner.id, domain: null });
  });

  it("two imports of the same new rows at once make each prospect once (PostgreSQL races)", async () => {
    const d = domain();
    const rows = Array.from({ length: 30 }, (_, i) => [
      `Race ${i}`,
      `P${i}`,
      `p${i}@${i}${d}`,
      "",
      "",
    ]);
    const [a, b] = await Promise.all([importRows(rows, false), importRows(rows, false)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const created = [a, b].map((res) => res.json().data.counts.newProspects);
    expect(created.sort()).toEqual([0, 30]);
    const stored = await t.db
      .select({ id: prospects.id })
      .from(prospects)
      .where(sql`${prospects.domain} like ${`%${d}`}`);
    expect(stored).toHaveLength(30);
  });

  it("refuses files beyond the limits with clear messages", async () => {
    const tooMany = Array.from({ length: 10_001 }, () => ["x"]);
    const res = await admin.request("POST", "/api/prospects/import", {
      mapping: { email: 0 },
      rows: tooMany,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.rows).toBe("Import at most 10,000 rows at a time: split the file");
    const noEmail = await admin.request("POST", "/api/prospects/import", {
      mapping: { company: 0 },
      rows: [["x"]],
    });
    expect(noEmail.json().errors.mapping).toBe("Choose the column with the e-mail address");
    const huge = await admin.request("POST", "/api/prospects/import", {
      mapping: { email: 0 },
      rows: Array.from({ length: 2500 }, () => ["y".repeat(4500)]),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toMatch(/over 5 MB/);
  });

  it("is for administrators only", async () => {
    const anonymous = await t.app.inject({ method: "POST", url: "/api/prospects/import" });
    expect(anonymous.statusCode).toBe(401);
    const { browser: staff } = await signedIn(t, { role: "staff" });
    expect((await staff.request("GET", "/api/prospects/export.csv")).statusCode).toBe(403);
  });
});

describe("GET /api/prospects/export.csv", () => {
  it("exports the filter's prospects with every contact, formula-safe, with a BOM", async () => {
    const d = domain();
    const tag = `t${randomUUID().slice(0, 6)}`;
    await importRows(
      [
        ["=HYPERLINK(1)", "Ivy", `ivy@${d}`, "Won", tag],
        ["", "Jon", `jon@${d}`, "", ""],
        ["Other", "Kai", `kai@${domain()}`, "Lost", tag],
      ],
      false,
    );
    const res = await admin.request(
      "GET",
      `/api/prospects/export.csv?tag=${tag}&status=won&sort=x&page=2`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toMatch(
      /filename="prospects-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(res.body.startsWith("\uFEFF")).toBe(true);
    const lines = res.body.slice(1).trim().split("\n");
    expect(lines[0]).toBe(
      "id,company,domain,status,owner,owner username,tags,source,company size,primary contact,primary e-mail,primary phone,contacts,created at,updated at,archived at",
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`,'=HYPERLINK(1),${d},Won,`);
    expect(lines[1]).toContain(`,Ivy <ivy@${d}>; Jon <jon@${d}>,`);
  });

  it("leaves archived prospects out unless asked for", async () => {
    const d = domain();
    await importRows([["Gone", "Lo", `lo@${d}`, "", ""]], false);
    await t.db.execute(sql`update prospects set archived_at = now() where domain = ${d}`);
    const count = async (query: string) =>
      (await admin.request("GET", `/api/prospects/export.csv?q=${d}${query}`)).body
        .trim()
        .split("\n").length - 1;
    expect(await count("")).toBe(0);
    expect(await count("&archived=true")).toBe(1);
    expect(await count("&archived=whatever")).toBe(0);
  });
});
