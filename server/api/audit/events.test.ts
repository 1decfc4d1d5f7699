import type { AuditEvent } from "@shared/audit/audit-events";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client, enableMfa, PASSWORD, signedIn, totp } from "../../../tests/setup/auth";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { auditLog } from "../../db/schema/audit";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The entries of one event about (or by) one user. */
async function entries(event: AuditEvent, userId: string) {
  const rows = await t.db.select().from(auditLog).where(eq(auditLog.event, event));
  return rows.filter((row) => row.actorId === userId || row.targetId === userId);
}

describe("password and two-factor changes are written to the audit log", () => {
  it("by the account holder: password.changed, mfa.enabled, mfa.recovery_codes_regenerated", async () => {
    const { user, browser } = await signedIn(t);
    await browser.request("POST", "/api/account/password", {
      currentPassword: PASSWORD,
      newPassword: "Audited-Passphrase-19",
    });
    expect(await entries("password.changed", user.id)).toHaveLength(1);

    const setup = await browser.request("POST", "/api/account/mfa/setup", {
      password: "Audited-Passphrase-19",
    });
    const secret = String(setup.json().data.secret).replaceAll(" ", "");
    await browser.request("POST", "/api/account/mfa/enable", { token: await totp(secret) });
    expect(await entries("mfa.enabled", user.id)).toHaveLength(1);

    await browser.request("POST", "/api/account/mfa/recovery-codes", {
      password: "Audited-Passphrase-19",
    });
    const [regenerated] = await entries("mfa.recovery_codes_regenerated", user.id);
    expect(regenerated).toMatchObject({ actorUsername: user.username, ip: "127.0.0.1" });
  });

  it("at sign-in: mfa.succeeded for a code, mfa.recovery_code_used for a recovery code", async () => {
    const { user, browser: enrolling } = await signedIn(t);
    const { secret, recoveryCodes } = await enableMfa(enrolling);

    const withCode = client(t);
    await withCode.login(user.username, user.password);
    await withCode.request("POST", "/api/auth/login-mfa", {
      userId: user.id,
      token: await totp(secret, 30),
    });
    expect(await entries("mfa.succeeded", user.id)).toHaveLength(1);

    const withRecovery = client(t);
    await withRecovery.login(user.username, user.password);
    await withRecovery.request("POST", "/api/auth/login-mfa", {
      userId: user.id,
      token: recoveryCodes[0],
    });
    expect(await entries("mfa.recovery_code_used", user.id)).toHaveLength(1);
  });

  it("by an administrator: password.reset, mfa.reset, user.deactivated, naming the target", async () => {
    const admin = await signedIn(t);
    const target = await signedIn(t, { role: "staff" });
    await enableMfa(target.browser);
    const confirmed = { currentPassword: PASSWORD };
    const base = `/api/admin/users/${target.user.id}`;
    await admin.browser.request("POST", `${base}/password`, {
      password: "Temporary-Pass-2024x",
      ...confirmed,
    });
    await admin.browser.request("POST", `${base}/reset-mfa`, confirmed);
    await admin.browser.request("PATCH", base, { isActive: false });
    for (const event of ["password.reset", "mfa.reset", "user.deactivated"] as const) {
      const [entry] = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.event, event), eq(auditLog.targetId, target.user.id)));
      expect(entry, event).toMatchObject({
        actorId: admin.user.id,
        actorUsername: admin.user.username,
        targetType: "user",
        targetLabel: target.user.username,
      });
    }
  });

  it("never with a password in the details (every entry the tests above wrote)", async () => {
    const rows = await t.db.select().from(auditLog);
    expect(rows.length).toBeGreaterThan(10);
    const text = JSON.stringify(rows);
    for (const secret of [PASSWORD, "Audited-Passphrase-19", "Temporary-Pass-2024x"]) {
      expect(text).not.toContain(secret);
    }
  });
});
