import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client, createUser } from "../../../tests/setup/auth";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { auditLog } from "../../db/schema/audit";
import { authFailures } from "../../db/schema/auth";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("sign-in throttling", () => {
  it("delays an account after repeated failures, even for the right password", async () => {
    const user = await createUser(t);
    for (let i = 0; i < 3; i++) {
      const res = await client(t, `10.20.0.${i}`).login(user.username, "Wrong-password-99");
      expect(res.statusCode).toBe(401);
    }
    const blocked = await client(t, "10.20.1.1").login(user.username, user.password);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    expect(blocked.json().message).toMatch(
      /^Too many failed sign-in attempts\. Try again in \d+ seconds?\.$/,
    );
    const [throttled] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, "login.throttled"), eq(auditLog.actorUsername, user.username)));
    expect(throttled).toBeDefined();
  });

  it("throttles unknown usernames exactly like real ones", async () => {
    for (let i = 0; i < 3; i++)
      await client(t, `10.21.0.${i}`).login("ghost-user", "Wrong-password-99");
    const res = await client(t, "10.21.1.1").login("ghost-user", "Wrong-password-99");
    expect(res.statusCode).toBe(429);
  });

  it("lets the user in once the delay has passed: no permanent lockout", async () => {
    const user = await createUser(t);
    for (let i = 0; i < 8; i++) {
      await t.db.insert(authFailures).values({
        scope: "account",
        key: user.username,
        createdAt: new Date(Date.now() - 120_000 - i * 1000),
      });
    }
    // Eight failures want a 32 s wait after the latest, two minutes ago: over.
    const res = await client(t, "10.22.0.1").login(user.username, user.password);
    expect(res.statusCode).toBe(200);
    // Success clears the account's count.
    const left = await t.db.select().from(authFailures).where(eq(authFailures.key, user.username));
    expect(left).toHaveLength(0);
  });

  it("limits one address across many accounts", async () => {
    const address = "10.23.0.1";
    for (let i = 0; i < 10; i++) {
      const res = await client(t, address).login(`spray-${i}`, "Wrong-password-99");
      expect(res.statusCode).toBe(401);
    }
    const res = await client(t, address).login("spray-next", "Wrong-password-99");
    expect(res.statusCode).toBe(429);
    const user = await createUser(t);
    const elsewhere = await client(t, "10.23.0.2").login(user.username, user.password);
    expect(elsewhere.statusCode).toBe(200);
  });
});

describe("a parallel burst", () => {
  const burst = 30;

  async function failedEvents(username: string) {
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, "login.failed"), eq(auditLog.actorUsername, username)));
    return rows.length;
  }

  it("of wrong passwords from one address has at most ten checked; the rest get 429", async () => {
    const address = "10.24.0.1";
    const answers = await Promise.all(
      Array.from({ length: burst }, (_, i) =>
        client(t, address).login(`burst-${i}`, "Wrong-password-99"),
      ),
    );
    const statuses = answers.map((res) => res.statusCode);
    const checked = statuses.filter((status) => status === 401).length;
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(burst - checked);
    const rows = await t.db.select().from(authFailures).where(eq(authFailures.key, address));
    expect(rows.length).toBe(checked);
  });

  it("against one account from many addresses has at most ten checked", async () => {
    const user = await createUser(t);
    const answers = await Promise.all(
      Array.from({ length: burst }, (_, i) =>
        client(t, `10.25.${Math.floor(i / 200)}.${i % 200}`).login(
          user.username,
          "Wrong-password-99",
        ),
      ),
    );
    const checked = answers.filter((res) => res.statusCode === 401).length;
    expect(checked).toBeLessThanOrEqual(10);
    expect(answers.filter((res) => res.statusCode === 429)).toHaveLength(burst - checked);
    expect(await failedEvents(user.username)).toBe(checked);
  });

  it("leaves nothing behind for a correct password: its reservation is taken back", async () => {
    const user = await createUser(t);
    const ok = await client(t, "10.26.0.1").login(user.username, user.password);
    expect(ok.statusCode).toBe(200);
    const left = await t.db.select().from(authFailures).where(eq(authFailures.key, user.username));
    expect(left).toHaveLength(0);
    const address = await t.db.select().from(authFailures).where(eq(authFailures.key, "10.26.0.1"));
    expect(address).toHaveLength(0);
  });
});

describe("the address key", () => {
  it("groups an IPv6 client by its /64, as one host may hold the whole prefix", async () => {
    const user = await createUser(t);
    for (let i = 1; i <= 10; i++) {
      const res = await client(t, `2001:db8:aa:bb::${i.toString(16)}`).login(
        `v6-spray-${i}`,
        "Wrong-password-99",
      );
      expect(res.statusCode).toBe(401);
    }
    const sameNetwork = await client(t, "2001:db8:aa:bb:ffff:1:2:3").login(
      user.username,
      user.password,
    );
    expect(sameNetwork.statusCode).toBe(429);
    const otherNetwork = await client(t, "2001:db8:aa:bc::1").login(user.username, user.password);
    expect(otherNetwork.statusCode).toBe(200);
  });
});
