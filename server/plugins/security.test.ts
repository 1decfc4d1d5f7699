import { describe, expect, it } from "vitest";
import { capturedLogs } from "../../tests/setup/captured-logs";
import { createTestApp } from "../../tests/setup/test-app";

describe("global rate limit", () => {
  it("answers 429 in the envelope once a client exceeds RATE_LIMIT_MAX per minute", async () => {
    const t = await createTestApp({ env: { RATE_LIMIT_MAX: "3" } });
    const remoteAddress = "10.0.0.41";
    for (let i = 0; i < 3; i++) {
      expect((await t.app.inject({ url: "/api/docs", remoteAddress })).statusCode).toBe(200);
    }
    const limited = await t.app.inject({ url: "/api/docs", remoteAddress });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, data: null });
    expect(limited.json().message).toMatch(/rate limit/i);
    // Another client is unaffected.
    expect((await t.app.inject({ url: "/api/docs", remoteAddress: "10.0.0.42" })).statusCode).toBe(
      200,
    );
    await t.close();
  });

  // Only meaningful with a Redis server; CI provides one (REDIS_URL) in its PostgreSQL run.
  it.runIf(process.env.REDIS_URL)("is shared by several instances through Redis", async () => {
    const env = { RATE_LIMIT_MAX: "4", REDIS_URL: process.env.REDIS_URL };
    const first = await createTestApp({ env });
    const second = await createTestApp({ env });
    const remoteAddress = `10.1.${Date.now() % 250}.${Math.floor(Math.random() * 250)}`;
    for (const app of [first.app, second.app, first.app, second.app]) {
      expect((await app.inject({ url: "/api/docs", remoteAddress })).statusCode).toBe(200);
    }
    expect((await first.app.inject({ url: "/api/docs", remoteAddress })).statusCode).toBe(429);
    expect((await second.app.inject({ url: "/api/docs", remoteAddress })).statusCode).toBe(429);
    await first.close();
    await second.close();
  });
});

describe("start-up warning", () => {
  async function startLog(env: NodeJS.ProcessEnv): Promise<string> {
    const { lines, logger } = capturedLogs("warn");
    const t = await createTestApp({ env, logger });
    await t.close();
    return lines.join("");
  }

  it("tells production with an http PUBLIC_URL what it loses", async () => {
    expect(
      await startLog({ NODE_ENV: "production", PUBLIC_URL: "http://www.example.com" }),
    ).toContain("PUBLIC_URL is not an https:// address");
  });

  it("stays quiet with an https PUBLIC_URL, and outside production", async () => {
    expect(
      await startLog({ NODE_ENV: "production", PUBLIC_URL: "https://www.example.com" }),
    ).not.toContain("PUBLIC_URL");
    expect(await startLog({ NODE_ENV: "test" })).not.toContain("PUBLIC_URL");
  });
});

describe("security headers", () => {
  const host = { host: "www.example.com" };
  const documentOnly = {
    "cross-origin-opener-policy": "same-origin",
    "origin-agent-cluster": "?1",
    "x-dns-prefetch-control": "off",
    "x-download-options": "noopen",
    "x-permitted-cross-domain-policies": "none",
    "x-xss-protection": "0",
  };

  it("sends pages helmet's headers, worked out once, with a nonce policy", async () => {
    const t = await createTestApp({ env: { PUBLIC_URL: "https://www.example.com" } });
    // The test app renders no pages: a page URL it does not know still goes out as a page.
    const { headers } = await t.app.inject({ url: "/no-such-page", headers: host });
    expect(headers).toMatchObject({
      "strict-transport-security": "max-age=31536000; includeSubDomains",
      "x-frame-options": "DENY",
      "x-content-type-options": "nosniff",
      "referrer-policy": "no-referrer",
      "cross-origin-resource-policy": "same-origin",
      ...documentOnly,
    });
    expect(headers["cross-origin-embedder-policy"]).toBeUndefined();
    const policy = String(headers["content-security-policy"]);
    expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'/);
    expect(policy).toContain("upgrade-insecure-requests");
    await t.close();
  });

  it("sends API answers and errors a policy that allows nothing, and no page-only headers (decision 081)", async () => {
    const t = await createTestApp({ env: { PUBLIC_URL: "https://www.example.com" } });
    for (const url of ["/api/health", "/api/no-such-route"]) {
      const { headers } = await t.app.inject({ url, headers: host });
      expect(headers).toMatchObject({
        "content-security-policy": "default-src 'none';frame-ancestors 'none'",
        "strict-transport-security": "max-age=31536000; includeSubDomains",
        "x-frame-options": "DENY",
        "x-content-type-options": "nosniff",
        "referrer-policy": "no-referrer",
        "cross-origin-resource-policy": "same-origin",
      });
      for (const name of Object.keys(documentOnly)) expect(headers[name]).toBeUndefined();
    }
    await t.close();
  });

  it("leaves HSTS out without an https PUBLIC_URL", async () => {
    const t = await createTestApp({});
    for (const url of ["/api/health", "/no-such-page"]) {
      const { headers } = await t.app.inject({ url });
      expect(headers["strict-transport-security"]).toBeUndefined();
      expect(headers["x-frame-options"]).toBe("DENY");
    }
    await t.close();
  });
});
