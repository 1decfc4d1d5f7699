import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORIGIN } from "../../tests/setup/auth";
import { createTestApp, type TestApp } from "../../tests/setup/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: string) =>
  t.app.inject({
    method: "POST",
    url,
    headers: { origin: ORIGIN, "content-type": "application/json" },
    payload,
  });

describe("text no route can store (issue 12)", () => {
  it("refuses NUL in the sign-in username with a 400 naming the field", async () => {
    const res = await post(
      "/api/auth/login",
      JSON.stringify({ username: "ad\u0000min", password: "x" }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      errors: { username: "Remove the NUL character" },
    });
  });

  it("refuses a lone surrogate, in nested fields and in keys too", async () => {
    const lone = await post("/api/inquiries", '{"name":"\\ud800 Dana"}');
    expect(lone.statusCode).toBe(400);
    expect(lone.json().errors).toEqual({
      name: "Remove the broken character (an unpaired surrogate)",
    });
    const nested = await post("/api/sb/lead", '{"a":{"b":["ok","x\\u0000"]}}');
    expect(nested.statusCode).toBe(400);
    expect(nested.json().errors).toEqual({ "a.b.1": "Remove the NUL character" });
    const key = await post("/api/waitlist", '{"e\\u0000mail":"a@b.c"}');
    expect(key.statusCode).toBe(400);
  });

  it("keeps paired surrogates (emoji) and refuses NUL in queries and paths", async () => {
    const emoji = await post("/api/auth/login", JSON.stringify({ username: "🛡️", password: "x" }));
    expect(emoji.statusCode).not.toBe(400);
    const query = await t.app.inject({ method: "GET", url: "/api/blog-posts?q=a%00b" });
    expect(query.statusCode).toBe(400);
    expect(query.json().errors).toEqual({ q: "Remove the NUL character" });
    const path = await t.app.inject({ method: "GET", url: "/api/blog-posts/a%00b" });
    expect(path.statusCode).toBe(400);
    expect(path.headers["content-type"]).toContain("application/json");
  });

  it("refuses a document nested deeper than any form", async () => {
    const deep = `${"[".repeat(40)}1${"]".repeat(40)}`;
    const res = await post("/api/inquiries", `{"name":${deep}}`);
    expect(res.statusCode).toBe(400);
  });
});
