import { WAITLIST_RATE_LIMIT, WAITLIST_THANKS } from "@shared/waitlist/waitlist-constants";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../../../tests/setup/auth";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { waitlistSignups } from "../../db/schema/waitlist";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Each test signs up from its own address so the per-IP limit of one never affects another. */
function signUp(payload: Record<string, unknown>, remoteAddress: string) {
  return t.app.inject({ method: "POST", url: "/api/waitlist", payload, remoteAddress });
}

async function stored(): Promise<string[]> {
  const rows = await t.db.select({ email: waitlistSignups.email }).from(waitlistSignups);
  return rows.map((row) => row.email);
}

describe("POST /api/waitlist", () => {
  it("stores a valid address and answers 201 with 'Thanks for subscribing!'", async () => {
    const res = await signUp({ email: "  Casey.Morgan@Example.com " }, "10.1.0.1");
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: WAITLIST_THANKS,
      data: { email: "Casey.Morgan@Example.com" },
    });
    expect(WAITLIST_THANKS).toBe("Thanks for subscribing!"); // seed 000 §4
    expect(await stored()).toContain("Casey.Morgan@Example.com");
  });

  it("keeps one row per address whatever its case, answering a repeat the same way", async () => {
    const first = await signUp({ email: "jordan.lee@example.org" }, "10.1.0.2");
    const again = await signUp({ email: "JORDAN.LEE@example.org" }, "10.1.0.2");
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ success: true, message: WAITLIST_THANKS });
    const matches = (await stored()).filter(
      (email) => email.toLowerCase() === "jordan.lee@example.org",
    );
    expect(matches).toEqual(["jordan.lee@example.org"]);
  });

  it("answers a bad or missing address with 400 and a field message, storing nothing", async () => {
    const before = (await stored()).length;
    const invalid = await signUp({ email: "not-an-address" }, "10.1.0.3");
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({
      success: false,
      data: null,
      errors: { email: "Enter a valid e-mail address" },
    });
    const missing = await signUp({}, "10.1.0.3");
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ email: "Enter your e-mail address" });
    const long = await signUp({ email: `${"a".repeat(250)}@example.com` }, "10.1.0.3");
    expect(long.json().errors).toEqual({ email: "This e-mail address is too long" });
    expect((await stored()).length).toBe(before);
  });

  it("answers a filled honeypot like a success but stores nothing", async () => {
    const res = await signUp(
      { email: "bot@example.net", website: "https://spam.example" },
      "10.1.0.4",
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true, message: WAITLIST_THANKS });
    expect(await stored()).not.toContain("bot@example.net");
  });

  it(`allows ${WAITLIST_RATE_LIMIT.max} sign-ups per client, then answers 429 with the envelope`, async () => {
    for (let i = 0; i < WAITLIST_RATE_LIMIT.max; i++) {
      expect((await signUp({ email: `burst${i}@example.com` }, "10.1.0.5")).statusCode).toBe(201);
    }
    const limited = await signUp({ email: "one-more@example.com" }, "10.1.0.5");
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      success: false,
      data: null,
      message: expect.stringMatching(/rate limit/i),
    });
    expect(await stored()).not.toContain("one-more@example.com");
    expect((await signUp({ email: "other@example.com" }, "10.1.0.6")).statusCode).toBe(201);
  });

  it("is documented in the OpenAPI document", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs" })).json();
    expect(doc.paths["/api/waitlist"].post.requestBody).toBeDefined();
    expect(doc.paths["/api/admin/waitlist"].get).toBeDefined();
  });
});

describe("GET /api/admin/waitlist", () => {
  it("is 401 signed out and 403 for staff", async () => {
    const anonymous = await t.app.inject({ method: "GET", url: "/api/admin/waitlist" });
    expect(anonymous.statusCode).toBe(401);
    const { browser } = await signedIn(t, { role: "staff" });
    expect((await browser.request("GET", "/api/admin/waitlist")).statusCode).toBe(403);
  });

  it("lists sign-ups newest first with limit, offset and the pagination envelope", async () => {
    const fresh = await createTestApp();
    try {
      await fresh.db.insert(waitlistSignups).values(
        ["first", "second", "third"].map((name, day) => ({
          email: `${name}@example.com`,
          createdAt: new Date(Date.UTC(2025, 0, day + 1)),
        })),
      );
      const { browser } = await signedIn(fresh);
      const page1 = await browser.request("GET", "/api/admin/waitlist?limit=2");
      expect(page1.statusCode).toBe(200);
      expect(page1.headers["cache-control"]).toBe("no-store");
      expect(page1.json().pagination).toEqual({ page: 1, limit: 2, total: 3, pages: 2 });
      expect(page1.json().data.map((entry: { email: string }) => entry.email)).toEqual([
        "third@example.com",
        "second@example.com",
      ]);
      expect(page1.json().data[0]).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        email: "third@example.com",
        createdAt: "2025-01-03T00:00:00.000Z",
      });
      const page2 = (await browser.request("GET", "/api/admin/waitlist?limit=2&offset=2")).json();
      expect(page2.pagination).toEqual({ page: 2, limit: 2, total: 3, pages: 2 });
      expect(page2.data.map((entry: { email: string }) => entry.email)).toEqual([
        "first@example.com",
      ]);
      const bad = await browser.request("GET", "/api/admin/waitlist?limit=0&offset=-1");
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual({
        limit: "Use a page size from 1 to 100",
        offset: "Use a whole offset from 0",
      });
    } finally {
      await fresh.close();
    }
  });
});
