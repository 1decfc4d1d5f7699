import { INTAKE_RATE_LIMIT, INTAKE_TEXT_MAX } from "@shared/intake/intake-constants";
import { intakeReadingSchema } from "@shared/intake/schema";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { rowsOf } from "../../db/rows";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SESSION = "session-1700000000000-intake1";
let clients = 0;
/** Each call from its own address, so only the rate-limit test meets the limit. */
function intake(payload: unknown, options: { session?: string | null; from?: string } = {}) {
  const session = options.session === undefined ? SESSION : options.session;
  return t.app.inject({
    method: "POST",
    url: "/api/sb/intake",
    remoteAddress: options.from ?? `10.36.${Math.floor(++clients / 250)}.${clients % 250}`,
    headers: session ? { "x-sb-session": session } : {},
    ...(typeof payload === "string"
      ? { payload, headers: { "content-type": "application/json", "x-sb-session": SESSION } }
      : { payload: payload as object }),
  });
}

/** Row counts of every table: an intake must leave them all as they were. */
async function rowCounts(): Promise<Record<string, number>> {
  const tables = rowsOf<{ table_name: string }>(
    await t.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ),
  );
  const counts: Record<string, number> = {};
  for (const { table_name } of tables) {
    const [row] = rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from ${sql.identifier(table_name)}`),
    );
    counts[table_name] = Number(row?.n ?? 0);
  }
  return counts;
}

describe("POST /api/sb/intake", () => {
  it("reads a description into assessment answers, each with the visitor's own words", async () => {
    const text =
      "Orthodontic practice with forty-five staff and offices in Boston and Hartford. We take card payments at the front desk. We need help next quarter.";
    const res = await intake({ text });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const body = res.json();
    expect(body.success).toBe(true);
    const data = intakeReadingSchema.parse(body.data);
    expect(data).toMatchObject({
      companySize: "11-50",
      locationCount: 2,
      complianceRequirements: ["hipaa", "pci-dss"],
      securityFocus: [],
      timeline: "1-3-months",
    });
    for (const item of data.evidence) expect(text).toContain(item.quote);
    expect(data.evidence).toContainEqual({
      field: "locationCount",
      value: 2,
      quote: "offices in Boston and Hartford",
    });
    expect(data.evidence).toContainEqual({
      field: "companySize",
      value: "11-50",
      quote: "forty-five staff",
    });
  });

  it("answers null and [] for what the text does not say", async () => {
    const res = await intake({ text: "We make furniture and like our customers." });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      companySize: null,
      locationCount: null,
      complianceRequirements: [],
      securityFocus: [],
      timeline: null,
      evidence: [],
    });
  });

  it("respects a denial: card data handled by a processor is no PCI DSS", async () => {
    const res = await intake({
      text: "A payment processor handles all card data, we never touch it.",
    });
    expect(res.json().data.complianceRequirements).toEqual([]);
  });

  it("stores nothing and echoes nothing beyond the text", async () => {
    const before = await rowCounts();
    const text = "Dental clinic, 12 staff. Dana Whitfield dana@example.com, +1 555 010 2040.";
    const res = await intake({ text });
    expect(res.statusCode).toBe(200);
    expect(await rowCounts()).toEqual(before);
    const data = res.json().data;
    // Only quotes of the text come back; the answer has no other strings of its own.
    for (const item of data.evidence) expect(text).toContain(item.quote);
    expect(Object.keys(data).sort()).toEqual(
      [
        "companySize",
        "complianceRequirements",
        "evidence",
        "locationCount",
        "securityFocus",
        "timeline",
      ].sort(),
    );
  });

  it("refuses bad input with 400 in the envelope", async () => {
    const long = await intake({ text: "a".repeat(INTAKE_TEXT_MAX + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({
      success: false,
      data: null,
      errors: { text: "Use at most 2,000 characters" },
    });
    const exact = await intake({ text: "a".repeat(INTAKE_TEXT_MAX) });
    expect(exact.statusCode).toBe(200);
    const nul = await intake({ text: "We have 12 staff\u0000" });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().errors).toEqual({ text: "Remove the NUL character" });
    const surrogate = await intake({ text: "Clinic \ud800 staff" });
    expect(surrogate.statusCode).toBe(400);
    const empty = await intake({ text: "   " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ text: "Describe your company in a few sentences" });
    for (const payload of [{}, { text: 12 }, { text: ["a"] }, { text: null }]) {
      const res = await intake(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().success).toBe(false);
    }
    const notJson = await intake("not json");
    expect(notJson.statusCode).toBe(400);
  });

  it("needs the builder session header", async () => {
    const missing = await intake({ text: "We have 12 staff." }, { session: null });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toHaveProperty("X-SB-Session");
    const malformed = await intake({ text: "We have 12 staff." }, { session: "nope" });
    expect(malformed.statusCode).toBe(400);
  });

  it("limits calls per client address", async () => {
    const from = "10.36.250.1";
    const statuses: number[] = [];
    for (let i = 0; i <= INTAKE_RATE_LIMIT.max; i += 1) {
      statuses.push((await intake({ text: "We have 12 staff." }, { from })).statusCode);
    }
    expect(statuses.slice(0, INTAKE_RATE_LIMIT.max).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
