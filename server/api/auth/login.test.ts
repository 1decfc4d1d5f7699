import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client, createUser, expectRotated, ORIGIN } from "../../../tests/setup/auth";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { auditLog } from "../../db/schema/audit";
import { sessions, users } from "../../db/schema/auth";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function events(username: string) {
  const rows = await t.db.select().from(auditLog).where(eq(auditLog.actorUsername, username));
  return rows.map((row) => row.event);
}

describe("POST /api/auth/login (password only)", () => {
  it("answers the user and sets an HttpOnly, SameSite=Lax session cookie", async () => {
    const user = await createUser(t);
    const browser = client(t);
    const res = await browser.login(user.username, user.password);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.json().data).toMatchObject({
      id: user.id,
      username: user.username,
      role: "admin",
      isAdmin: true,
      mfaEnabled: false,
    });
    const cookie = res.cookies.find((c) => c.name === "sid");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookie?.secure).toBeFalsy();
    // 256 random bits, base64url.
    expect(cookie?.value).toMatch(/^[\w-]{43}$/);

    const me = await browser.request("GET", "/api/auth/me");
    expect(me.statusCode).toBe(200);
    expect(me.json().data.id).toBe(user.id);
    expect(await events(user.username)).toContain("login.succeeded");
  });

  it("stores passwords as argon2id and session tokens only as their SHA-256", async () => {
    const user = await createUser(t);
    const browser = client(t);
    await browser.login(user.username, user.password);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    const token = browser.jar.sid ?? "";
    const stored = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(stored[0]?.tokenHash).not.toContain(token);
  });

  it("accepts the username in any case", async () => {
    const user = await createUser(t);
    const res = await client(t).login(user.username.toUpperCase(), user.password);
    expect(res.statusCode).toBe(200);
  });

  it("rotates the session at sign-in: a token held before is worthless after", async () => {
    const user = await createUser(t);
    const browser = client(t);
    await browser.login(user.username, user.password);
    await expectRotated(t, browser, () => browser.login(user.username, user.password));
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);
  });

  it("validates the body with field messages", async () => {
    const res = await client(t).request("POST", "/api/auth/login", { username: "" });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      username: "Enter your username",
      password: expect.any(String),
    });
  });
});

describe("no user enumeration", () => {
  it("gives unknown user, wrong password and deactivated account the same answer", async () => {
    const known = await createUser(t);
    const inactive = await createUser(t, { isActive: false });
    const answers = await Promise.all([
      client(t, "10.1.0.1").login("nobody-here", "Whatever-password-1"),
      client(t, "10.1.0.2").login(known.username, "Wrong-password-123"),
      client(t, "10.1.0.3").login(inactive.username, inactive.password),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, message: "Invalid credentials" });
      expect(res.cookies).toHaveLength(0);
    }
    expect(await events("nobody-here")).toEqual(["login.failed"]);
    expect(await events(known.username)).toEqual(["login.failed"]);
  });

  it("takes similar time for unknown users and wrong passwords (a hash is verified either way)", async () => {
    // Fresh accounts and addresses each time, so the throttle never answers early.
    const known = await Promise.all(Array.from({ length: 10 }, () => createUser(t)));
    const timed = async (username: string, address: string) => {
      const started = performance.now();
      const res = await client(t, address).login(username, "Wrong-password-1x");
      expect(res.statusCode).toBe(401);
      return performance.now() - started;
    };
    await timed("warm-up-user", "10.2.0.1"); // the dummy hash is made on first use
    // Load from other test files only ever adds time, so the fastest of several attempts is
    // each path's own cost; interleaving exposes both kinds to the same load.
    const unknownTimes: number[] = [];
    const wrongTimes: number[] = [];
    for (const [i, user] of known.entries()) {
      unknownTimes.push(await timed(`no-such-user-${i}`, `10.3.0.${i}`));
      wrongTimes.push(await timed(user.username, `10.4.0.${i}`));
    }
    const unknown = Math.min(...unknownTimes);
    const wrong = Math.min(...wrongTimes);
    expect(unknown).toBeGreaterThan(wrong * 0.5);
    expect(unknown).toBeLessThan(wrong * 2);
  });
});

describe("logout and me", () => {
  it("logout deletes the session and clears the cookie; me is then 401", async () => {
    const user = await createUser(t);
    const browser = client(t);
    await browser.login(user.username, user.password);
    const token = browser.jar.sid;
    const res = await browser.request("POST", "/api/auth/logout");
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === "sid")?.value).toBe("");
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    const me = await t.app.inject({
      method: "GET",
      url: "/api/auth/me",
      headers: { cookie: `sid=${token}` },
    });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toMatchObject({ success: false, data: null });
    expect(await events(user.username)).toContain("logout");
  });

  it("logout without a session still answers 200", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { origin: ORIGIN },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe("cookies over HTTPS", () => {
  async function loginOver(
    app: TestApp,
    headers: Record<string, string>,
  ): Promise<{ name: string; secure?: boolean } | undefined> {
    const user = await createUser(app);
    const res = await app.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers,
      payload: { username: user.username, password: user.password },
    });
    expect(res.statusCode).toBe(200);
    return res.cookies.find((c) => c.name.endsWith("sid"));
  }

  it("are Secure when the request came over HTTPS, even without an https PUBLIC_URL", async () => {
    const proxied = await createTestApp({ env: { TRUST_PROXY: "loopback" } });
    try {
      const https = { origin: "https://localhost:80", "x-forwarded-proto": "https" };
      expect(await loginOver(proxied, https)).toMatchObject({ name: "sid", secure: true });
      const plain = await loginOver(proxied, { origin: ORIGIN });
      expect(plain?.secure).toBeFalsy();
    } finally {
      await proxied.close();
    }
  });

  it("do not believe X-Forwarded-Proto unless TRUST_PROXY is on", async () => {
    const cookie = await loginOver(t, { origin: ORIGIN, "x-forwarded-proto": "https" });
    expect(cookie).toMatchObject({ name: "sid" });
    expect(cookie?.secure).toBeFalsy();
  });

  it("are Secure and __Host- prefixed when PUBLIC_URL is https", async () => {
    const secure = await createTestApp({ env: { PUBLIC_URL: "https://www.example.com" } });
    try {
      const user = await createUser(secure);
      const res = await secure.app.inject({
        method: "POST",
        url: "/api/auth/login",
        headers: { origin: "https://www.example.com", host: "www.example.com" },
        payload: { username: user.username, password: user.password },
      });
      expect(res.statusCode).toBe(200);
      const cookie = res.cookies.find((c) => c.name === "__Host-sid");
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: "Lax", path: "/" });
      expect(cookie?.domain).toBeUndefined();
    } finally {
      await secure.close();
    }
  });
});
