import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_PATHS } from "../../tests/setup/admin-paths";
import { cookieHeader, signedIn } from "../../tests/setup/auth";
import { createTestApp, type TestApp } from "../../tests/setup/test-app";
import { adminGuard } from "./admin-guard";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    // The page router's scope in miniature: the guard, then a catch-all "page".
    extend(app) {
      app.register(async (pages) => {
        pages.addHook("onRequest", adminGuard);
        pages.get("/*", async () => "page");
      });
    },
  });
});
afterAll(() => t.close());

describe("admin guard (HTTP layer, before React Router)", () => {
  it.each(ADMIN_PATHS)(
    "redirects a signed-out visitor from %s to /auth with a way back",
    async (path) => {
      const res = await t.app.inject({ method: "GET", url: path });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(`/auth?redirectTo=${encodeURIComponent(path)}`);
    },
  );

  it("answers data requests with React Router's redirect (204 + X-Remix-Redirect)", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/admin/users.data?_routes=routes%2Fadmin%2Fusers&tab=x",
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers["x-remix-redirect"]).toBe("/auth?redirectTo=%2Fadmin%2Fusers%3Ftab%3Dx");
    const index = await t.app.inject({ method: "GET", url: "/admin.data" });
    expect(index.headers["x-remix-redirect"]).toBe("/auth?redirectTo=%2Fadmin");
  });

  it("sends staff and admins with a pending password change to /auth", async () => {
    for (const options of [{ role: "staff" as const }, { mustChangePassword: true }]) {
      const { browser } = await signedIn(t, options);
      const res = await t.app.inject({
        method: "GET",
        url: "/admin/users",
        headers: { cookie: cookieHeader(browser.jar) },
      });
      expect(res.statusCode).toBe(302);
    }
  });

  it("lets an admin through, uncached", async () => {
    const { browser } = await signedIn(t);
    const res = await t.app.inject({
      method: "GET",
      url: "/admin/settings",
      headers: { cookie: cookieHeader(browser.jar) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe("page");
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  // React Router decodes the path and matches routes case-insensitively; so does the guard.
  it.each([
    ["/ADMIN/users", "/auth?redirectTo=%2FADMIN%2Fusers"],
    ["/Admin", "/auth?redirectTo=%2FAdmin"],
    ["/%61dmin/users", "/auth?redirectTo=%2F%2561dmin%2Fusers"],
    ["/%41DMIN/settings", "/auth?redirectTo=%2F%2541DMIN%2Fsettings"],
    ["/admin%2Fusers", "/auth?redirectTo=%2Fadmin%252Fusers"],
  ])("redirects %s, however it is spelled", async (path, location) => {
    const res = await t.app.inject({ method: "GET", url: path });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(location);
  });

  it.each(["/ADMIN/users.data", "/%61dmin/users.data", "/Admin.data", "/%61dmin.data"])(
    "answers the data request %s with the redirect",
    async (path) => {
      const res = await t.app.inject({ method: "GET", url: path });
      expect(res.statusCode).toBe(204);
      expect(res.headers["x-remix-redirect"]).toMatch(/^\/auth\?redirectTo=%2F/i);
    },
  );

  it("refuses a malformed percent-encoding instead of guessing", async () => {
    for (const url of ["/adm%in/users", "/%E0%A4%A/admin"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(400);
      expect(res.body).not.toBe("page");
    }
  });

  it("leaves other paths alone, and /admin/login goes to /auth", async () => {
    expect((await t.app.inject({ method: "GET", url: "/administrator" })).statusCode).toBe(200);
    const login = await t.app.inject({ method: "GET", url: "/admin/login" });
    expect(login.headers.location).toBe("/auth");
  });
});
