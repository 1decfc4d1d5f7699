import { randomBytes } from "node:crypto";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../tests/setup/test-app";
import { inquiries } from "../db/schema/inquiries";
import { prospects } from "../db/schema/prospects";

/**
 * Issue 12: nothing a visitor sent and saw acknowledged is lost. A thousand contact
 * inquiries and a thousand Service Builder leads arrive at once from distinct clients;
 * every acknowledged one is stored exactly once.
 */
const COUNT = 1_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const client = (index: number) =>
  `10.${100 + Math.floor(index / 62_500)}.${Math.floor(index / 250) % 250}.${index % 250}`;

describe("a thousand writes at once", () => {
  it("stores every acknowledged contact inquiry once", async () => {
    const run = randomBytes(4).toString("hex");
    const answers = await Promise.all(
      Array.from({ length: COUNT }, (_, index) =>
        t.app.inject({
          method: "POST",
          url: "/api/inquiries",
          remoteAddress: client(index),
          payload: {
            name: `Load ${run} ${index}`,
            email: `load-${run}-${index}@example.com`,
            message: "Please call us about managed detection.",
          },
        }),
      ),
    );
    const acknowledged = answers.filter((res) => res.statusCode === 201);
    expect(answers.every((res) => res.statusCode === 201 || res.statusCode === 429)).toBe(true);
    expect(acknowledged.length).toBe(COUNT);
    const ids = acknowledged.map((res) => res.json().data.id as string);
    const stored = await t.db
      .select({ id: inquiries.id })
      .from(inquiries)
      .where(inArray(inquiries.id, ids));
    expect(stored).toHaveLength(COUNT);
    expect(new Set(stored.map((row) => row.id)).size).toBe(COUNT);
  }, 120_000);

  it("stores every acknowledged builder lead as one prospect", async () => {
    const run = randomBytes(4).toString("hex");
    const emails = Array.from({ length: COUNT }, (_, index) => `lead-${run}-${index}@example.com`);
    const answers = await Promise.all(
      emails.map((email, index) =>
        t.app.inject({
          method: "POST",
          url: "/api/sb/lead",
          remoteAddress: client(index),
          headers: { "x-sb-session": `session-${Date.now()}-${run}${index}` },
          payload: {
            companyName: `Load Test ${index}`,
            contactName: "Dana Whitfield",
            email,
            phone: "+1 (555) 010-2040",
            companySize: "11-50",
          },
        }),
      ),
    );
    expect(answers.map((res) => res.statusCode).filter((code) => code >= 300)).toEqual([]);
    const stored = await t.db
      .select({ email: prospects.email })
      .from(prospects)
      .where(inArray(prospects.email, emails));
    expect(stored).toHaveLength(COUNT);
    expect(new Set(stored.map((row) => row.email)).size).toBe(COUNT);
  }, 120_000);
});
