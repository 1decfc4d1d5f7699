import { hashPassword } from "@server/api/auth/passwords";
import type { Permission } from "@shared/auth/permissions";
import type { Role } from "@shared/auth/user";
import type { LightMyRequestResponse } from "fastify";
import { generate } from "otplib";
import { expect } from "vitest";
import type { TestApp } from "./test-app";

/** The origin `app.inject` requests have (Host: localhost:80); same-origin for the CSRF check. */
export const ORIGIN = "http://localhost:80";
export const PASSWORD = "Orchard-Lantern-42";

let counter = 0;

export interface TestUser {
  id: string;
  username: string;
  password: string;
}

/** A user written straight to the database (hashing included), unique per call. */
export async function createUser(
  t: TestApp,
  options: {
    role?: Role;
    /** Decision 062: an admin's set; without one an admin is an Owner. */
    permissions?: Permission[];
    mustChangePassword?: boolean;
    isActive?: boolean;
    prefix?: string;
  } = {},
): Promise<TestUser> {
  counter += 1;
  const username = `${options.prefix ?? "user"}-${counter}-${Date.now() % 100_000}`;
  const user = await t.repositories.users.create({
    username,
    displayName: `Test ${username}`,
    role: options.role ?? "admin",
    ...(options.permissions ? { permissions: options.permissions } : {}),
    passwordHash: await hashPassword(PASSWORD),
    mustChangePassword: options.mustChangePassword ?? false,
  });
  if (!user) throw new Error("user not created");
  if (options.isActive === false) await t.repositories.users.update(user.id, { isActive: false });
  return { id: user.id, username, password: PASSWORD };
}

/** `name=value` pairs of the Set-Cookie headers of an answer, for the next request. */
export function cookiesOf(res: LightMyRequestResponse): Record<string, string> {
  const jar: Record<string, string> = {};
  for (const cookie of res.cookies) jar[cookie.name] = cookie.value;
  return jar;
}

export function cookieHeader(jar: Record<string, string>): string {
  return Object.entries(jar)
    .filter(([, value]) => value !== "")
    .map(([name, value]) => `${name}=${value}`)
    .join("; ");
}

/** A browser-like client: keeps its cookies, sends a same-origin Origin on every call. */
export function client(t: TestApp, remoteAddress = "127.0.0.1") {
  const jar: Record<string, string> = {};
  return {
    jar,
    async request(
      method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
      url: string,
      payload?: object,
    ) {
      const res = await t.app.inject({
        method,
        url,
        remoteAddress,
        headers: { origin: ORIGIN, cookie: cookieHeader(jar) },
        ...(payload ? { payload } : {}),
      });
      Object.assign(jar, cookiesOf(res));
      return res;
    },
    login(username: string, password: string) {
      return this.request("POST", "/api/auth/login", { username, password });
    },
  };
}

export type Client = ReturnType<typeof client>;

/** A signed-in client for a fresh user. */
export async function signedIn(t: TestApp, options: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t, options);
  const browser = client(t);
  const res = await browser.login(user.username, user.password);
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.body}`);
  return { user, browser };
}

/** The TOTP code of a given moment (default now), as an authenticator app shows it. */
export function totp(secret: string, offsetSeconds = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });
}

/** Enrols the client's user in TOTP; the code used is spent, so sign-ins use the next step. */
export async function enableMfa(browser: Client) {
  const setup = await browser.request("POST", "/api/account/mfa/setup", { password: PASSWORD });
  const secret = String(setup.json().data.secret).replaceAll(" ", "");
  const enable = await browser.request("POST", "/api/account/mfa/enable", {
    token: await totp(secret),
  });
  if (enable.statusCode !== 200) throw new Error(`enable failed: ${enable.body}`);
  return { secret, recoveryCodes: enable.json().data.recoveryCodes as string[] };
}

/** Runs a change with `browser`; the token held before must stop working, the new one work. */
export async function expectRotated(
  t: TestApp,
  browser: Client,
  change: () => Promise<{ statusCode: number }>,
) {
  const before = browser.jar.sid;
  expect((await change()).statusCode).toBe(200);
  const after = browser.jar.sid;
  expect(after).toBeDefined();
  expect(after).not.toBe(before);
  const old = await t.app.inject({
    method: "GET",
    url: "/api/auth/me",
    headers: { cookie: `sid=${before}` },
  });
  expect(old.statusCode).toBe(401);
  expect((await browser.request("GET", "/api/auth/me")).statusCode).toBe(200);
}
