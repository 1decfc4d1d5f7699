import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../tests/setup/test-app";
import { acceptance, quoteKit } from "../api/quotes/quote-test-kit";

/**
 * Decision 044: TRUST_PROXY as a hop count or the proxies' addresses. A client behind the
 * balancer cannot pick its own address by sending X-Forwarded-For: the balancer appends the
 * address it saw, and only that entry is believed.
 */

const BALANCER = "10.0.0.2";

/** An app with a route that says which client address it saw. */
async function appWith(env: NodeJS.ProcessEnv) {
  return createTestApp({
    env,
    extend: (app) => {
      app.get("/test/client-ip", async (request) => ({ ip: request.ip }));
    },
  });
}

async function ipSeen(t: TestApp, remoteAddress: string, forwardedFor?: string) {
  const res = await t.app.inject({
    url: "/test/client-ip",
    remoteAddress,
    headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {},
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().ip as string;
}

describe("TRUST_PROXY=1 (one load balancer)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith({ TRUST_PROXY: "1", RATE_LIMIT_MAX: "3" });
  });
  afterAll(() => t.close());

  it("takes the address the balancer added, not one the client made up", async () => {
    expect(await ipSeen(t, BALANCER, "198.51.100.1, 203.0.113.7")).toBe("203.0.113.7");
    expect(await ipSeen(t, BALANCER, "203.0.113.7")).toBe("203.0.113.7");
    expect(await ipSeen(t, BALANCER)).toBe(BALANCER);
  });

  it("keeps the per-client limit when each request makes up another X-Forwarded-For", async () => {
    const send = (madeUp: number, client = "203.0.113.20") =>
      t.app.inject({
        url: "/api/docs",
        remoteAddress: BALANCER,
        headers: { "x-forwarded-for": `198.51.100.${madeUp}, ${client}` },
      });
    for (let n = 1; n <= 3; n += 1) expect((await send(n)).statusCode).toBe(200);
    expect((await send(4)).statusCode).toBe(429);
    expect((await send(5)).statusCode).toBe(429);
    // Another client behind the same balancer is counted apart.
    expect((await send(6, "203.0.113.21")).statusCode).toBe(200);
  });

  it("stores the balancer's entry as a quote's acceptance evidence", async () => {
    const kit = quoteKit(t);
    const { token } = await kit.share(await kit.builderQuote());
    const res = await t.app.inject({
      method: "POST",
      url: `/api/quotes/${token}/accept`,
      remoteAddress: BALANCER,
      headers: { "x-forwarded-for": "6.6.6.6, 203.0.113.9", "user-agent": "ProxyTest/1.0" },
      payload: acceptance(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.ip).toBe("203.0.113.9");
    expect((await kit.shareRow(token)).decision).toMatchObject({ ip: "203.0.113.9" });
  });
});

describe("TRUST_PROXY as the proxies' address range", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith({ TRUST_PROXY: "10.0.0.0/8" });
  });
  afterAll(() => t.close());

  it("takes the nearest address outside the range, through any number of proxies", async () => {
    expect(await ipSeen(t, BALANCER, "6.6.6.6, 203.0.113.9, 10.0.0.3")).toBe("203.0.113.9");
    expect(await ipSeen(t, BALANCER, "203.0.113.9")).toBe("203.0.113.9");
  });

  it("ignores X-Forwarded-For from a client outside the range", async () => {
    expect(await ipSeen(t, "203.0.113.50", "6.6.6.6")).toBe("203.0.113.50");
  });
});

describe("without TRUST_PROXY", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith({});
  });
  afterAll(() => t.close());

  it("believes no X-Forwarded-For", async () => {
    expect(await ipSeen(t, BALANCER, "6.6.6.6")).toBe(BALANCER);
  });
});
