import { and, eq, eq as same } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Client,
  client,
  createUser,
  enableMfa,
  PASSWORD,
  signedIn,
} from "../../../tests/setup/auth";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { auditLog } from "../../db/schema/audit";
import { authFailures, sessions, users } from "../../db/schema/auth";
import { LAST_ADMIN } from "./routes";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const newUser = (username: string) => ({
  username,
  displayName: "Dana Whitfield",
  role: "staff",
  password: "Quiet-Harbor-Lights-9",
  mustChangePassword: false,
});
/** The acting admin's own password, which changes of credentials and roles ask for. */
const confirmed = { currentPassword: PASSWORD };

async function sessionCount(userId: string) {
  return (await t.db.select().from(sessions).where(eq(sessions.userId, userId))).length;
}

describe("access", () => {
  it("is 401 signed out and 403 for staff", async () => {
    const anonymous = await t.app.inject({ method: "GET", url: "/api/admin/users" });
    expect(anonymous.statusCode).toBe(401);
    const { browser } = await signedIn(t, { role: "staff" });
    const staff = await browser.request("GET", "/api/admin/users");
    expect(staff.statusCode).toBe(403);
    expect(staff.json()).toMatchObject({ success: false, data: null });
  });

  it("is 403 for an admin who still has to change the password", async () => {
    const { browser } = await signedIn(t, { mustChangePassword: true });
    const res = await browser.request("GET", "/api/admin/users");
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("Choose a new password before you continue");
  });
});

describe("managing users", () => {
  it("answers 404 for an account that does not exist, whatever the action", async () => {
    const { browser } = await signedIn(t);
    const unknown = "/api/admin/users/00000000-0000-4000-8000-000000000000";
    const attempts = [
      await browser.request("PATCH", unknown, { displayName: "Nobody" }),
      await browser.request("POST", `${unknown}/password`, {
        password: "Quiet-Harbor-Lights-9",
        ...confirmed,
      }),
      await browser.request("POST", `${unknown}/reset-mfa`, confirmed),
    ];
    for (const res of attempts) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: "User not found" });
    }
  });

  it("creates, lists and edits users", async () => {
    const { browser } = await signedIn(t);
    const created = await browser.request("POST", "/api/admin/users", newUser("Dana.W"));
    expect(created.statusCode).toBe(201);
    const user = created.json().data;
    expect(user).toMatchObject({ username: "dana.w", role: "staff", isActive: true });
    expect(JSON.stringify(created.json())).not.toContain("Quiet-Harbor");

    const list = await browser.request("GET", "/api/admin/users");
    expect(list.json().data.map((u: { username: string }) => u.username)).toContain("dana.w");

    const edited = await browser.request("PATCH", `/api/admin/users/${user.id}`, {
      displayName: "Dana W. Whitfield",
      role: "admin",
      ...confirmed,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ displayName: "Dana W. Whitfield", role: "admin" });
    expect((await client(t).login("dana.w", "Quiet-Harbor-Lights-9")).statusCode).toBe(200);
  });

  it("refuses a taken username, a weak password and bad fields with field messages", async () => {
    const { browser } = await signedIn(t);
    await browser.request("POST", "/api/admin/users", newUser("taken-name"));
    const taken = await browser.request("POST", "/api/admin/users", newUser("taken-name"));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors.username).toBe("That username is taken");

    const weak = await browser.request("POST", "/api/admin/users", {
      ...newUser("weak-one"),
      password: "weak-one-password",
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors.password).toBe("Do not include your username in the password");

    const bad = await browser.request("POST", "/api/admin/users", {
      ...newUser("x"),
      role: "owner",
      displayName: "",
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["displayName", "role", "username"]);
  });

  it("deactivation ends the user's sessions and blocks sign-in; reactivation restores it", async () => {
    const { browser } = await signedIn(t);
    const target = await signedIn(t, { role: "staff" });
    const res = await browser.request("PATCH", `/api/admin/users/${target.user.id}`, {
      isActive: false,
    });
    expect(res.statusCode).toBe(200);
    expect(
      await t.db.select().from(sessions).where(eq(sessions.userId, target.user.id)),
    ).toHaveLength(0);
    expect((await target.browser.request("GET", "/api/auth/me")).statusCode).toBe(401);
    const login = await client(t).login(target.user.username, target.user.password);
    expect(login.statusCode).toBe(401);
    expect(login.json().message).toBe("Invalid credentials");

    await browser.request("PATCH", `/api/admin/users/${target.user.id}`, { isActive: true });
    expect((await client(t).login(target.user.username, target.user.password)).statusCode).toBe(
      200,
    );
  });

  it("requires a new password at next sign-in", async () => {
    const { browser } = await signedIn(t);
    const target = await signedIn(t);
    await browser.request("PATCH", `/api/admin/users/${target.user.id}`, {
      mustChangePassword: true,
    });
    expect((await target.browser.request("GET", "/api/auth/me")).statusCode).toBe(401);
    const again = client(t);
    const login = await again.login(target.user.username, target.user.password);
    expect(login.json().data.mustChangePassword).toBe(true);
    expect((await again.request("GET", "/api/admin/users")).statusCode).toBe(403);
    const changed = await again.request("POST", "/api/account/password", {
      currentPassword: target.user.password,
      newPassword: "Another-Long-Secret-5",
    });
    expect(changed.statusCode).toBe(200);
    const me = await again.request("GET", "/api/auth/me");
    expect(me.json().data.mustChangePassword).toBe(false);
    expect((await again.request("GET", "/api/admin/users")).statusCode).toBe(200);
  });

  it("sets a temporary password that must be replaced", async () => {
    const { browser } = await signedIn(t);
    const target = await createUser(t);
    const res = await browser.request("POST", `/api/admin/users/${target.id}/password`, {
      password: "Temporary-Pass-2024x",
      ...confirmed,
    });
    expect(res.statusCode).toBe(200);
    const login = await client(t).login(target.username, "Temporary-Pass-2024x");
    expect(login.json().data.mustChangePassword).toBe(true);
  });

  it("resets another user's MFA", async () => {
    const { browser } = await signedIn(t);
    const target = await signedIn(t);
    await enableMfa(target.browser);
    const res = await browser.request(
      "POST",
      `/api/admin/users/${target.user.id}/reset-mfa`,
      confirmed,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.mfaEnabled).toBe(false);
    const [row] = await t.db.select().from(users).where(eq(users.id, target.user.id));
    expect(row?.mfaSecret).toBeNull();
    const login = await client(t).login(target.user.username, target.user.password);
    expect(login.json().data.requiresMfa).toBeUndefined();
  });
});

describe("the own work e-mail", () => {
  it("is set and cleared by its owner, checked, audited, and keeps the permission set", async () => {
    const { user, browser } = await signedIn(t, { permissions: ["sales"] });
    const bad = await browser.request("PUT", "/api/account/email", { email: "dana at example" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ email: "Enter a valid e-mail address" });
    const saved = await browser.request("PUT", "/api/account/email", {
      email: " Dana.W@Example.com",
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toEqual({ email: "dana.w@example.com" });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ email: "dana.w@example.com", permissions: ["sales"] });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, "user.updated"), eq(auditLog.targetId, user.id)));
    expect(entry?.details).toEqual({ email: "dana.w@example.com" });
    const cleared = await browser.request("PUT", "/api/account/email", { email: "" });
    expect(cleared.json().data).toEqual({ email: null });
    expect((await client(t).request("PUT", "/api/account/email", { email: "" })).statusCode).toBe(
      401,
    );
  });
});

describe("the last active admin", () => {
  it("cannot be demoted or deactivated; with two admins one of them can", async () => {
    // A database of its own: only these two admins exist.
    const isolated = await createTestApp();
    try {
      const first = await signedIn(isolated);
      const second = await signedIn(isolated);
      const demoted = await first.browser.request("PATCH", `/api/admin/users/${second.user.id}`, {
        role: "staff",
        ...confirmed,
      });
      expect(demoted.statusCode).toBe(200);

      for (const change of [{ role: "staff", ...confirmed }, { isActive: false }]) {
        const res = await first.browser.request(
          "PATCH",
          `/api/admin/users/${first.user.id}`,
          change,
        );
        expect(res.statusCode).toBe(409);
        expect(res.json().message).toBe(LAST_ADMIN);
      }
      const me = await first.browser.request("GET", "/api/auth/me");
      expect(me.json().data).toMatchObject({ role: "admin" });
    } finally {
      await isolated.close();
    }
  });

  it("holds when two admins demote each other at the same moment", async () => {
    const isolated = await createTestApp();
    try {
      const a = await createUser(isolated);
      const b = await createUser(isolated);
      const results = await Promise.all([
        isolated.repositories.users.update(a.id, { role: "staff" }),
        isolated.repositories.users.update(b.id, { role: "staff" }),
      ]);
      expect(results.map((r) => r.outcome).sort()).toEqual(["last-admin", "updated"]);
    } finally {
      await isolated.close();
    }
  });
});

describe("changes of another user's credentials or role need the admin's own password", () => {
  const WRONG = { currentPassword: "Not-my-password-1" };

  async function expectRefused(
    browser: Client,
    method: "POST" | "PATCH",
    url: string,
    body: object,
  ) {
    const missing = await browser.request(method, url, body);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.currentPassword).toBe("Enter your password to confirm");
    const wrong = await browser.request(method, url, { ...body, ...WRONG });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.currentPassword).toBe("The password is not correct");
  }

  async function failuresOf(username: string) {
    const rows = await t.db
      .select()
      .from(authFailures)
      .where(and(same(authFailures.scope, "account"), same(authFailures.key, username)));
    return rows.length;
  }

  it("a temporary password: refused without it, and a wrong one counts as a failed try", async () => {
    const admin = await signedIn(t);
    const target = await signedIn(t);
    const url = `/api/admin/users/${target.user.id}/password`;
    await expectRefused(admin.browser, "POST", url, { password: "Temporary-Pass-2024x" });
    expect(await failuresOf(admin.user.username)).toBe(1);
    expect(await sessionCount(target.user.id)).toBe(1);
    const res = await admin.browser.request("POST", url, {
      password: "Temporary-Pass-2024x",
      ...confirmed,
    });
    expect(res.statusCode).toBe(200);
    expect(await sessionCount(target.user.id)).toBe(0);
  });

  it("a two-factor reset: refused without it; done, it ends the target's sessions", async () => {
    const admin = await signedIn(t);
    const target = await signedIn(t);
    await enableMfa(target.browser);
    const url = `/api/admin/users/${target.user.id}/reset-mfa`;
    await expectRefused(admin.browser, "POST", url, {});
    expect((await target.browser.request("GET", "/api/auth/me")).statusCode).toBe(200);
    expect((await admin.browser.request("POST", url, confirmed)).statusCode).toBe(200);
    expect((await target.browser.request("GET", "/api/auth/me")).statusCode).toBe(401);
    expect(await sessionCount(target.user.id)).toBe(0);
  });

  it("a role change: refused without it; done, it ends the target's sessions", async () => {
    const admin = await signedIn(t);
    const target = await signedIn(t, { role: "staff" });
    const url = `/api/admin/users/${target.user.id}`;
    await expectRefused(admin.browser, "PATCH", url, { role: "admin" });
    expect((await target.browser.request("GET", "/api/auth/me")).json().data.role).toBe("staff");
    const res = await admin.browser.request("PATCH", url, { role: "admin", ...confirmed });
    expect(res.statusCode).toBe(200);
    expect((await target.browser.request("GET", "/api/auth/me")).statusCode).toBe(401);
    expect(await sessionCount(target.user.id)).toBe(0);
  });

  it("a new administrator needs it too; a staff account or a new name does not", async () => {
    const admin = await signedIn(t);
    const url = "/api/admin/users";
    await expectRefused(admin.browser, "POST", url, { ...newUser("new-admin-x"), role: "admin" });
    const created = await admin.browser.request("POST", url, {
      ...newUser("new-admin-x"),
      role: "admin",
      ...confirmed,
    });
    expect(created.statusCode).toBe(201);
    const staff = await admin.browser.request("POST", url, newUser("new-staff-x"));
    expect(staff.statusCode).toBe(201);
    const renamed = await admin.browser.request("PATCH", `${url}/${staff.json().data.id}`, {
      displayName: "Dana Renamed",
      role: "staff",
    });
    expect(renamed.statusCode).toBe(200);
  });

  it("never writes the confirming password to the audit log", async () => {
    const admin = await signedIn(t);
    const target = await createUser(t, { role: "staff" });
    await admin.browser.request("PATCH", `/api/admin/users/${target.id}`, {
      role: "admin",
      ...confirmed,
    });
    const rows = await t.db.select().from(auditLog).where(same(auditLog.targetId, target.id));
    expect(rows.map((row) => row.event)).toContain("user.updated");
    expect(JSON.stringify(rows)).not.toContain(PASSWORD);
  });
});
