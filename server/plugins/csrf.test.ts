import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieHeader, ORIGIN, signedIn } from "../../tests/setup/auth";
import { createTestApp, type TestApp } from "../../tests/setup/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    extend(app) {
      // Stands for a page's form action, which posts urlencoded data outside /api.
      app.register(async (scope) => {
        scope.addContentTypeParser(
          "application/x-www-form-urlencoded",
          { parseAs: "string" },
          (_request, body, done) => done(null, body),
        );
        scope.post("/test/form-action", async () => ({ ok: true }));
      });
    },
  });
});
afterAll(() => t.close());

async function revokeOthers(headers: Record<string, string>) {
  const { browser } = await signedIn(t);
  return t.app.inject({
    method: "POST",
    url: "/api/account/sessions/revoke-others",
    headers: { cookie: cookieHeader(browser.jar), ...headers },
  });
}

describe("cross-origin protection of cookie-authenticated mutations", () => {
  it("allows same-origin requests", async () => {
    expect((await revokeOthers({ origin: ORIGIN })).statusCode).toBe(200);
    expect((await revokeOthers({ referer: `${ORIGIN}/admin/settings` })).statusCode).toBe(200);
  });

  it("rejects a foreign Origin with a 403 envelope", async () => {
    const res = await revokeOthers({ origin: "https://evil.example" });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      success: false,
      data: null,
      message: "Cross-origin request rejected",
    });
  });

  it("rejects cookie-carrying mutations that prove no origin at all", async () => {
    expect((await revokeOthers({})).statusCode).toBe(403);
    expect((await revokeOthers({ referer: "https://evil.example/page" })).statusCode).toBe(403);
    expect((await revokeOthers({ origin: "null" })).statusCode).toBe(403);
  });

  it("rejects a form-encoded body (what a cross-site HTML form sends)", async () => {
    const { browser } = await signedIn(t);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/account/password",
      headers: {
        origin: ORIGIN,
        cookie: cookieHeader(browser.jar),
        "content-type": "application/x-www-form-urlencoded",
      },
      payload: "currentPassword=x&newPassword=y",
    });
    expect(res.statusCode).toBe(403);
  });

  it("refuses a sign-in posted from another site (login CSRF)", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { origin: "https://evil.example" },
      payload: { username: "someone", password: "Something-long-1" },
    });
    expect(res.statusCode).toBe(403);
  });

  it("leaves reads alone", async () => {
    const { browser } = await signedIn(t);
    const res = await t.app.inject({
      method: "GET",
      url: "/api/auth/me",
      headers: { cookie: cookieHeader(browser.jar), origin: "https://evil.example" },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe("cross-origin protection outside the API (page form actions)", () => {
  async function formPost(headers: Record<string, string>, withSession = true) {
    const jar = withSession ? (await signedIn(t)).browser.jar : {};
    return t.app.inject({
      method: "POST",
      url: "/test/form-action",
      payload: "name=value",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        cookie: cookieHeader(jar),
        ...headers,
      },
    });
  }

  it("accepts a same-origin form post (no JSON needed outside /api)", async () => {
    expect((await formPost({ origin: ORIGIN })).statusCode).toBe(200);
  });

  it("rejects a foreign Origin and a cookie-carrying post without any origin", async () => {
    expect((await formPost({ origin: "https://evil.example" })).statusCode).toBe(403);
    expect((await formPost({ origin: "https://evil.example" }, false)).statusCode).toBe(403);
    expect((await formPost({})).statusCode).toBe(403);
  });
});
