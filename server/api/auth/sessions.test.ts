import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client, expectRotated, PASSWORD, signedIn, totp } from "../../../tests/setup/auth";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { sessions } from "../../db/schema/auth";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

async function sessionRows(userId: string) {
  return t.db.select().from(sessions).where(eq(sessions.userId, userId));
}

describe("session expiry", () => {
  it("ends a session idle for more than 30 minutes and deletes its row", async () => {
    const { user, browser } = await signedIn(t);
    await t.db
      .update(sessions)
      .set({ lastUsedAt: minutesAgo(29) })
      .where(eq(sessions.userId, user.id));
    expect((await browser.request("GET", "/api/auth/me")).statusCode).toBe(200);

    await t.db
      .update(sessions)
      .set({ lastUsedAt: minutesAgo(31) })
      .where(eq(sessions.userId, user.id));
    const res = await browser.request("GET", "/api/auth/me");
    expect(res.statusCode).toBe(401);
    expect(await sessionRows(user.id)).toHaveLength(0);
  });

  it("records use, so activity keeps the session alive", async () => {
    const { user, browser } = await signedIn(t);
    await t.db
      .update(sessions)
      .set({ lastUsedAt: minutesAgo(20) })
      .where(eq(sessions.userId, user.id));
    await browser.request("GET", "/api/auth/me");
    const [row] = await sessionRows(user.id);
    expect(Date.now() - (row?.lastUsedAt.getTime() ?? 0)).toBeLessThan(60_000);
  });

  it("ends a session 12 hours after sign-in however active it is", async () => {
    const { user, browser } = await signedIn(t);
    await t.db
      .update(sessions)
      .set({ createdAt: minutesAgo(12 * 60 + 1), lastUsedAt: minutesAgo(1) })
      .where(eq(sessions.userId, user.id));
    expect((await browser.request("GET", "/api/auth/me")).statusCode).toBe(401);
    expect(await sessionRows(user.id)).toHaveLength(0);
  });
});

describe("password change", () => {
  it("needs the current password, ends every other session and keeps this one", async () => {
    const { user, browser } = await signedIn(t);
    const other = client(t);
    await other.login(user.username, user.password);

    const wrong = await browser.request("POST", "/api/account/password", {
      currentPassword: "Not-the-password-1",
      newPassword: "Brand-new-passphrase-7",
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.currentPassword).toBe("The password is not correct");

    const weak = await browser.request("POST", "/api/account/password", {
      currentPassword: PASSWORD,
      newPassword: "short",
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors.newPassword).toBe("Use at least 12 characters");

    const res = await browser.request("POST", "/api/account/password", {
      currentPassword: PASSWORD,
      newPassword: "Brand-new-passphrase-7",
    });
    expect(res.statusCode).toBe(200);
    expect((await browser.request("GET", "/api/auth/me")).statusCode).toBe(200);
    expect((await other.request("GET", "/api/auth/me")).statusCode).toBe(401);
    expect((await client(t).login(user.username, "Brand-new-passphrase-7")).statusCode).toBe(200);
  });
});

describe("own sessions", () => {
  it("lists them with device and last use, and revokes one or all others", async () => {
    const { user, browser } = await signedIn(t);
    const phone = client(t);
    await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: {
        origin: "http://localhost",
        "user-agent":
          "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1",
      },
      payload: { username: user.username, password: user.password },
    });
    await phone.login(user.username, user.password);
    const list = await browser.request("GET", "/api/account/sessions");
    const items = list.json().data as { id: string; device: string; current: boolean }[];
    expect(items).toHaveLength(3);
    expect(items.filter((item) => item.current)).toHaveLength(1);
    expect(items.map((item) => item.device)).toContain("Safari on iOS");

    const phoneSession = items.find((item) => !item.current);
    const revoke = await browser.request("DELETE", `/api/account/sessions/${phoneSession?.id}`);
    expect(revoke.statusCode).toBe(200);
    const again = await browser.request("DELETE", `/api/account/sessions/${phoneSession?.id}`);
    expect(again.statusCode).toBe(404);

    const others = await browser.request("POST", "/api/account/sessions/revoke-others");
    expect(others.json().data.ended).toBe(1);
    expect(await sessionRows(user.id)).toHaveLength(1);
  });

  it("cannot touch another user's session", async () => {
    const a = await signedIn(t);
    const b = await signedIn(t);
    const [bSession] = await sessionRows(b.user.id);
    const res = await a.browser.request("DELETE", `/api/account/sessions/${bSession?.id}`);
    expect(res.statusCode).toBe(404);
    expect(await sessionRows(b.user.id)).toHaveLength(1);
  });
});

describe("token rotation after a credential change", () => {
  it("gives this device a new session token when the password changes", async () => {
    const { user, browser } = await signedIn(t);
    await expectRotated(t, browser, () =>
      browser.request("POST", "/api/account/password", {
        currentPassword: PASSWORD,
        newPassword: "Rotated-Passphrase-81",
      }),
    );
    // Still one session, the same row: its list entry and absolute expiry carry on.
    expect(await sessionRows(user.id)).toHaveLength(1);
  });

  it("and when two-factor is switched on, its codes are renewed, or it is switched off", async () => {
    const { browser } = await signedIn(t);
    const setup = await browser.request("POST", "/api/account/mfa/setup", { password: PASSWORD });
    const secret = String(setup.json().data.secret).replaceAll(" ", "");
    await expectRotated(t, browser, async () =>
      browser.request("POST", "/api/account/mfa/enable", { token: await totp(secret) }),
    );
    await expectRotated(t, browser, () =>
      browser.request("POST", "/api/account/mfa/recovery-codes", { password: PASSWORD }),
    );
    await expectRotated(t, browser, async () =>
      browser.request("POST", "/api/account/mfa/disable", {
        password: PASSWORD,
        token: await totp(secret, 30),
      }),
    );
  });
});
