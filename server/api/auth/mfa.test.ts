import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Client,
  client,
  createUser,
  enableMfa,
  PASSWORD,
  signedIn,
  totp,
} from "../../../tests/setup/auth";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { auditLog } from "../../db/schema/audit";
import { authFailures, pendingLogins, recoveryCodes, users } from "../../db/schema/auth";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A user with TOTP on, and a fresh browser that has passed the password step. */
async function challenged() {
  const { user, browser: enrolling } = await signedIn(t);
  const { secret, recoveryCodes } = await enableMfa(enrolling);
  const browser = client(t);
  const res = await browser.login(user.username, user.password);
  return { user, secret, recoveryCodes, browser, res };
}

function verify(browser: Client, userId: string, token: string) {
  return browser.request("POST", "/api/auth/login-mfa", { userId, token });
}

async function lastEvent(userId: string) {
  const rows = await t.db.select().from(auditLog).where(eq(auditLog.actorId, userId));
  return rows.at(-1)?.event;
}

describe("sign-in with TOTP", () => {
  it("answers {requiresMfa, userId} and no session until the code", async () => {
    const { user, res, browser } = await challenged();
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ requiresMfa: true, userId: user.id });
    expect(browser.jar.sid).toBeUndefined();
    expect(res.cookies.find((c) => c.name === "mfa_pending")).toMatchObject({
      httpOnly: true,
      sameSite: "Lax",
      maxAge: 300,
    });
    expect((await browser.request("GET", "/api/auth/me")).statusCode).toBe(401);
  });

  it("signs in with a valid code (next time step: the enrolment spent the current one)", async () => {
    const { user, secret, browser } = await challenged();
    const res = await verify(browser, user.id, await totp(secret, 30));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: user.id, mfaEnabled: true });
    expect((await browser.request("GET", "/api/auth/me")).statusCode).toBe(200);
    expect(
      await t.db.select().from(pendingLogins).where(eq(pendingLogins.userId, user.id)),
    ).toHaveLength(0);
  });

  it("accepts each code only once (replay)", async () => {
    const { user, secret, browser } = await challenged();
    const code = await totp(secret, 30);
    expect((await verify(browser, user.id, code)).statusCode).toBe(200);
    const again = client(t);
    await again.login(user.username, user.password);
    const replay = await verify(again, user.id, code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe("Invalid MFA token");
    expect(await lastEvent(user.id)).toBe("mfa.replayed");
  });

  it("rejects a wrong code with 'Invalid MFA token' and audits it", async () => {
    const { user, browser, secret } = await challenged();
    const valid = await totp(secret, 30);
    const wrong = valid === "000000" ? "111111" : "000000";
    const res = await verify(browser, user.id, wrong);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, message: "Invalid MFA token" });
    expect(await lastEvent(user.id)).toBe("mfa.failed");
  });

  it("binds the pending sign-in to the browser that gave the password", async () => {
    const { user, secret } = await challenged();
    const stranger = client(t);
    const res = await verify(stranger, user.id, await totp(secret, 30));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("Your sign-in has expired. Enter your password again.");
  });

  it("does not let a pending sign-in of one user finish another's", async () => {
    const first = await challenged();
    const second = await challenged();
    const res = await verify(first.browser, second.user.id, await totp(second.secret, 30));
    expect(res.statusCode).toBe(403);
  });

  it("expires the pending sign-in after 5 minutes", async () => {
    const { user, secret, browser } = await challenged();
    await t.db
      .update(pendingLogins)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(pendingLogins.userId, user.id));
    const res = await verify(browser, user.id, await totp(secret, 30));
    expect(res.statusCode).toBe(403);
  });

  it("drops the pending sign-in after five wrong codes", async () => {
    const { user, secret, browser } = await challenged();
    const valid = await totp(secret, 30);
    for (let i = 0; i < 5; i++) {
      const wrong = String((Number(valid) + 1 + i) % 1_000_000).padStart(6, "0");
      expect((await verify(browser, user.id, wrong)).statusCode).toBe(401);
      // Stand-in for waiting out the throttle's delay between tries.
      await t.db.delete(authFailures);
    }
    expect(
      await t.db.select().from(pendingLogins).where(eq(pendingLogins.userId, user.id)),
    ).toHaveLength(0);
    const late = await verify(browser, user.id, valid);
    expect(late.statusCode).toBe(403);
  });
});

describe("recovery codes", () => {
  it("sign in once each; a used code is refused", async () => {
    const { user, recoveryCodes: codes, browser } = await challenged();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const code = codes[0] ?? "";
    const res = await verify(browser, user.id, code.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(await lastEvent(user.id)).toBe("login.succeeded");

    const again = client(t);
    await again.login(user.username, user.password);
    const reuse = await verify(again, user.id, code);
    expect(reuse.statusCode).toBe(401);
    expect((await verify(again, user.id, codes[1] ?? "")).statusCode).toBe(200);
  });

  it("are stored hashed, never in clear", async () => {
    const { user, recoveryCodes: codes } = await challenged();
    const rows = await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    expect(rows).toHaveLength(10);
    const stored = rows.map((row) => row.codeHash).join(" ");
    for (const code of codes) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(code.replaceAll("-", ""));
    }
  });
});

describe("enrolment and MFA settings", () => {
  it("stores the TOTP secret encrypted", async () => {
    const { user, browser } = await signedIn(t);
    const { secret } = await enableMfa(browser);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.mfaSecret).toMatch(/^v1\./);
    expect(row?.mfaSecret).not.toContain(secret);
    expect(row?.mfaPendingSecret).toBeNull();
  });

  it("shows a QR code as a data URL and the manual key; a wrong code does not enable", async () => {
    const { browser } = await signedIn(t);
    const setup = await browser.request("POST", "/api/account/mfa/setup", { password: PASSWORD });
    expect(setup.statusCode).toBe(200);
    const data = setup.json().data;
    expect(data.qrCodeDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(data.otpauthUri).toMatch(/^otpauth:\/\/totp\/Sentinel%20Forge:/);
    expect(data.secret.replaceAll(" ", "")).toMatch(/^[A-Z2-7]{32}$/);
    const wrong = await browser.request("POST", "/api/account/mfa/enable", { token: "12345" });
    expect(wrong.statusCode).toBe(400);
    const bad = await browser.request("POST", "/api/account/mfa/enable", { token: "000000" });
    expect([400]).toContain(bad.statusCode);
    const me = await browser.request("GET", "/api/auth/me");
    expect(me.json().data.mfaEnabled).toBe(false);
  });

  it("starts only with the password (a stolen session is not enough); wrong ones count", async () => {
    const user = await createUser(t);
    const browser = client(t, "10.43.0.1");
    await browser.login(user.username, user.password);
    const missing = await browser.request("POST", "/api/account/mfa/setup", {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.password).toBe("Enter your password");
    const wrong = await browser.request("POST", "/api/account/mfa/setup", {
      password: "Not-my-password-1",
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.password).toBe("The password is not correct");
    expect(wrong.json().data).toBeNull();
    const counted = await t.db
      .select()
      .from(authFailures)
      .where(and(eq(authFailures.scope, "account"), eq(authFailures.key, user.username)));
    expect(counted).toHaveLength(1);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.mfaPendingSecret).toBeNull();
    const setup = await browser.request("POST", "/api/account/mfa/setup", { password: PASSWORD });
    expect(setup.statusCode).toBe(200);
  });

  it("regenerates recovery codes only with the password; old ones stop working", async () => {
    const { user, browser } = await signedIn(t);
    const { recoveryCodes: old } = await enableMfa(browser);
    const refused = await browser.request("POST", "/api/account/mfa/recovery-codes", {
      password: "Not-my-password-1",
    });
    expect(refused.statusCode).toBe(400);
    const res = await browser.request("POST", "/api/account/mfa/recovery-codes", {
      password: PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    const fresh = res.json().data.recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    const next = client(t);
    await next.login(user.username, user.password);
    expect((await verify(next, user.id, old[0] ?? "")).statusCode).toBe(401);
    expect((await verify(next, user.id, fresh[0] ?? "")).statusCode).toBe(200);
  });

  it("disables MFA only with password and a code", async () => {
    const { user, browser } = await signedIn(t);
    const { secret } = await enableMfa(browser);
    const noCode = await browser.request("POST", "/api/account/mfa/disable", {
      password: PASSWORD,
      token: "000000",
    });
    expect(noCode.statusCode).toBe(400);
    const noPassword = await browser.request("POST", "/api/account/mfa/disable", {
      password: "Wrong-password-77",
      token: await totp(secret, 30),
    });
    expect(noPassword.statusCode).toBe(400);
    const res = await browser.request("POST", "/api/account/mfa/disable", {
      password: PASSWORD,
      token: await totp(secret, 30),
    });
    expect(res.statusCode).toBe(200);
    const login = await client(t).login(user.username, user.password);
    expect(login.json().data.requiresMfa).toBeUndefined();
    const events = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, user.id), eq(auditLog.event, "mfa.disabled")));
    expect(events).toHaveLength(1);
  });
});

describe("throttling of codes", () => {
  /** A signed-in user with TOTP on, whose browser comes from its own address. */
  async function enrolled(address: string) {
    const user = await createUser(t);
    const browser = client(t, address);
    await browser.login(user.username, user.password);
    const mfa = await enableMfa(browser);
    return { user, browser, ...mfa };
  }

  const wrongCode = async (secret: string) => {
    const valid = await totp(secret, 30);
    return valid === "000000" ? "111111" : "000000";
  };

  it("a parallel burst of wrong codes on one pending sign-in has at most five checked", async () => {
    const { user, secret } = await enrolled("10.40.0.1");
    const browser = client(t, "10.40.0.2");
    await browser.login(user.username, user.password);
    const wrong = await wrongCode(secret);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => verify(browser, user.id, wrong)),
    );
    const checked = answers.filter((res) => res.statusCode === 401).length;
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(5);
    for (const res of answers) expect([401, 403, 429]).toContain(res.statusCode);
    const failed = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, user.id), eq(auditLog.event, "mfa.failed")));
    expect(failed).toHaveLength(checked);
  });

  it("switching two-factor off counts wrong codes like wrong passwords", async () => {
    const { browser, secret } = await enrolled("10.41.0.1");
    const wrong = await wrongCode(secret);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await browser.request("POST", "/api/account/mfa/disable", {
        password: PASSWORD,
        token: wrong,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 3)).toEqual([400, 400, 400]);
    expect(statuses.slice(3)).toEqual([429, 429]);
  });

  it("finishing the enrolment counts wrong codes too", async () => {
    const user = await createUser(t);
    const browser = client(t, "10.42.0.1");
    await browser.login(user.username, user.password);
    await browser.request("POST", "/api/account/mfa/setup", { password: PASSWORD });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await browser.request("POST", "/api/account/mfa/enable", { token: "000000" });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 3)).toEqual([400, 400, 400]);
    expect(statuses.slice(3)).toEqual([429, 429]);
  });
});
