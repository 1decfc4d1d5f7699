import { INQUIRY_RATE_LIMIT } from "@shared/inquiries/inquiry-constants";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../../../tests/setup/auth";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { inquiries } from "../../db/schema/inquiries";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Each test posts from its own address so the per-IP limit of one never affects another. */
function post(payload: Record<string, unknown>, remoteAddress: string) {
  return t.app.inject({ method: "POST", url: "/api/inquiries", payload, remoteAddress });
}

const valid = {
  name: "Avery Quinn",
  email: "avery.quinn@example.com",
  organizationSize: "51-200",
  message: "We need a SOC 2 readiness assessment before Q3.",
};

describe("POST /api/inquiries", () => {
  it("stores a valid inquiry and answers 201 with a receipt", async () => {
    const res = await post(valid, "10.0.0.1");
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: expect.any(String) });
    expect(body.data.id).toMatch(/^[0-9a-f-]{36}$/);

    const { items } = await t.repositories.inquiries.list({ limit: 50, offset: 0 });
    const stored = items.find((item) => item.id === body.data.id);
    expect(stored).toMatchObject({ ...valid, createdAt: body.data.receivedAt });
  });

  it("accepts the optional fields left out, trimming what was typed", async () => {
    const res = await post({ name: "  Lee  ", email: " lee@example.org " }, "10.0.0.2");
    expect(res.statusCode).toBe(201);
    const { items } = await t.repositories.inquiries.list({ limit: 50, offset: 0 });
    expect(items.find((item) => item.id === res.json().data.id)).toMatchObject({
      name: "Lee",
      email: "lee@example.org",
      organizationSize: null,
      message: "",
    });
  });

  it("answers invalid input with 400 and a message per field, storing nothing", async () => {
    const before = (await t.repositories.inquiries.list({ limit: 1, offset: 0 })).total;
    const res = await post(
      { name: " ", email: "not-an-address", organizationSize: "huge" },
      "10.0.0.3",
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      data: null,
      errors: {
        name: "Enter your name",
        email: "Enter a valid e-mail address",
        organizationSize: "Choose one of the listed organization sizes",
      },
    });
    expect((await t.repositories.inquiries.list({ limit: 1, offset: 0 })).total).toBe(before);
  });

  it("requires name and email", async () => {
    const res = await post({}, "10.0.0.4");
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      name: "Enter your name",
      email: "Enter your e-mail address",
    });
  });

  it("answers a filled honeypot like a success but stores nothing", async () => {
    const before = (await t.repositories.inquiries.list({ limit: 1, offset: 0 })).total;
    const res = await post({ ...valid, website: "https://spam.example" }, "10.0.0.5");
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true, data: { id: expect.any(String) } });
    expect((await t.repositories.inquiries.list({ limit: 1, offset: 0 })).total).toBe(before);
  });

  it(`allows ${INQUIRY_RATE_LIMIT.max} submissions per client, then answers 429 with the envelope`, async () => {
    for (let i = 0; i < INQUIRY_RATE_LIMIT.max; i++) {
      expect((await post(valid, "10.0.0.6")).statusCode).toBe(201);
    }
    const limited = await post(valid, "10.0.0.6");
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      success: false,
      data: null,
      message: expect.stringMatching(/rate limit/i),
    });
    // Another client is unaffected.
    expect((await post(valid, "10.0.0.7")).statusCode).toBe(201);
  });
});

describe("GET /api/inquiries (seed 001 §7)", () => {
  it("is closed to visitors (401) and to staff without the admin role (403)", async () => {
    const anonymous = await t.app.inject({ method: "GET", url: "/api/inquiries" });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false, data: null });
    const { browser } = await signedIn(t, { role: "staff" });
    expect((await browser.request("GET", "/api/inquiries")).statusCode).toBe(403);
  });

  it("lists stored inquiries newest first with the caller's limit and offset", async () => {
    const fresh = await createTestApp();
    try {
      for (const name of ["Early Bird", "Middle Way", "Late Comer"]) {
        await fresh.app.inject({
          method: "POST",
          url: "/api/inquiries",
          payload: { ...valid, name },
          remoteAddress: `10.9.0.${name.length}`,
        });
      }
      const { browser } = await signedIn(fresh);
      const res = await browser.request("GET", "/api/inquiries?limit=2&offset=0");
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-store");
      const body = res.json();
      expect(body.data.map((i: { name: string }) => i.name)).toEqual(["Late Comer", "Middle Way"]);
      expect(body.data[0]).toMatchObject({ email: valid.email, organizationSize: "51-200" });
      expect(body.pagination).toEqual({ page: 1, limit: 2, total: 3, pages: 2 });
      const second = (await browser.request("GET", "/api/inquiries?limit=2&offset=2")).json();
      expect(second.data.map((i: { name: string }) => i.name)).toEqual(["Early Bird"]);
      expect(second.pagination).toMatchObject({ page: 2, total: 3 });
    } finally {
      await fresh.close();
    }
  });

  it("rejects a bad page window with field messages", async () => {
    const { browser } = await signedIn(t);
    const res = await browser.request("GET", "/api/inquiries?limit=0&offset=-1");
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({ limit: "Use 1 to 100", offset: "Use 0 or more" });
  });
});

describe("inquiry repository list", () => {
  it("pages newest first and reports the total", async () => {
    const fresh = await createTestApp();
    try {
      await fresh.db.insert(inquiries).values(
        ["First", "Second", "Third"].map((name, day) => ({
          name,
          email: `${name.toLowerCase()}@example.com`,
          createdAt: new Date(Date.UTC(2025, 0, day + 1)),
        })),
      );
      const page1 = await fresh.repositories.inquiries.list({ limit: 2, offset: 0 });
      const page2 = await fresh.repositories.inquiries.list({ limit: 2, offset: 2 });
      expect(page1.total).toBe(3);
      expect(page1.items.map((item) => item.name)).toEqual(["Third", "Second"]);
      expect(page2.items.map((item) => item.name)).toEqual(["First"]);
    } finally {
      await fresh.close();
    }
  });
});
