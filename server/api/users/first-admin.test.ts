import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client } from "../../../tests/setup/auth";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { ensureFirstAdmin, FIRST_ADMIN_USERNAME, firstAdminNotice } from "./first-admin";

const firstAdminDeps = (app: TestApp) => ({
  users: app.repositories.users,
  audit: app.app.services.audit,
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("first admin", () => {
  it("is created once, with a random password that must be changed at first sign-in", async () => {
    const password = await ensureFirstAdmin(firstAdminDeps(t));
    expect(password).toMatch(/^[A-Za-z2-9]{5}(-[A-Za-z2-9]{5}){3}$/);
    expect(await ensureFirstAdmin(firstAdminDeps(t))).toBeNull();
    expect(firstAdminNotice(password ?? "")).toContain(`password: ${password}`);

    const browser = client(t);
    const login = await browser.login(FIRST_ADMIN_USERNAME, password ?? "");
    expect(login.statusCode).toBe(200);
    expect(login.json().data).toMatchObject({ role: "admin", mustChangePassword: true });
    expect((await browser.request("GET", "/api/admin/users")).statusCode).toBe(403);
  });

  it("never repeats a password", async () => {
    const other = await createTestApp();
    try {
      const a = await ensureFirstAdmin(firstAdminDeps(other));
      expect(a).not.toBeNull();
      expect(a).not.toBe(await ensureFirstAdmin(firstAdminDeps(t)));
    } finally {
      await other.close();
    }
  });
});
