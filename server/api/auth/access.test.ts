import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, client, ORIGIN, signedIn } from "../../../tests/setup/auth";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
/** Each protected route with input its schema refuses: access must be decided first. */
type Case = [Method, string, object?];

const NOT_A_UUID = "not-a-uuid";

const adminRoutes: Case[] = [
  ["GET", "/api/admin/users"],
  ["POST", "/api/admin/users", { username: "", role: "owner" }],
  ["PATCH", `/api/admin/users/${NOT_A_UUID}`, { role: "owner" }],
  ["POST", `/api/admin/users/${NOT_A_UUID}/password`, { password: 1 }],
  ["POST", `/api/admin/users/${NOT_A_UUID}/reset-mfa`, { currentPassword: 1 }],
  ["GET", "/api/admin/company-profile"],
  ["PUT", "/api/admin/company-profile", { name: "" }],
  ["GET", "/api/admin/audit-log?limit=abc&event=made.up"],
  ["GET", "/api/admin/waitlist?limit=abc"],
  ["GET", "/api/inquiries?limit=abc&offset=-1"],
];

const accountRoutes: Case[] = [
  ["GET", "/api/account/security"],
  ["GET", "/api/account/sessions"],
  ["DELETE", `/api/account/sessions/${NOT_A_UUID}`],
  ["POST", "/api/account/sessions/revoke-others"],
  ["POST", "/api/account/mfa/setup", { password: 1 }],
  ["POST", "/api/account/mfa/enable", { token: 1 }],
  ["POST", "/api/account/mfa/recovery-codes", { password: 1 }],
  ["POST", "/api/account/mfa/disable", { password: 1 }],
];

const passwordChange: Case = ["POST", "/api/account/password", { currentPassword: 1 }];

function send(browser: Client | null, [method, url, payload]: Case) {
  if (browser) return browser.request(method, url, payload);
  return t.app.inject({
    method,
    url,
    headers: { origin: ORIGIN },
    ...(payload ? { payload } : {}),
  });
}

describe("access is decided before input is validated", () => {
  it.each([...adminRoutes, ...accountRoutes, passwordChange])(
    "signed out: %s %s is 401, whatever the input",
    async (...request) => {
      const res = await send(null, request);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, data: null });
      expect(res.json().errors).toBeUndefined();
    },
  );

  it.each(adminRoutes)("staff: %s %s is 403, whatever the input", async (...request) => {
    const { browser } = await signedIn(t, { role: "staff" });
    const res = await send(browser, request);
    expect(res.statusCode).toBe(403);
    expect(res.json().errors).toBeUndefined();
  });

  it.each(accountRoutes)(
    "password change pending: %s %s is 403, whatever the input",
    async (...request) => {
      const { browser } = await signedIn(t, { mustChangePassword: true });
      const res = await send(browser, request);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe("Choose a new password before you continue");
    },
  );

  it("the password change itself stays open while it is pending", async () => {
    const { browser } = await signedIn(t, { mustChangePassword: true });
    const res = await send(browser, passwordChange);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.currentPassword).toBeDefined();
  });

  it("a signed-out client learns nothing about the fields", async () => {
    const res = await send(client(t) as Client, ["POST", "/api/admin/users", {}]);
    expect(res.statusCode).toBe(401);
    expect(JSON.stringify(res.json())).not.toMatch(/username|displayName|password/);
  });
});
