import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../tests/setup/test-app";
import { acceptance, quoteKit } from "../api/quotes/quote-test-kit";
import { EnvError } from "../env";
import { MISDIRECTED, publicHostCheck } from "../http/public-host";

/** Decision 044: with PUBLIC_URL set, requests naming another host are answered 421. */

describe("publicHostCheck", () => {
  it("accepts PUBLIC_URL's host and port only, the scheme's default port written or not", () => {
    const accepts = publicHostCheck("https://www.example.com");
    if (!accepts) throw new Error("a check with PUBLIC_URL");
    expect(["www.example.com", "WWW.Example.com", "www.example.com:443"].map(accepts)).toEqual([
      true,
      true,
      true,
    ]);
    expect(
      [
        "evil.example",
        "www.example.com:80",
        "www.example.com.evil.example",
        "www.example.com@evil.example",
        "www.example.com:443:1",
        "",
        undefined,
      ].map(accepts),
    ).toEqual([false, false, false, false, false, false, false]);
  });

  it("takes every loopback name with the same port for a loopback PUBLIC_URL", () => {
    const accepts = publicHostCheck("http://localhost:3000");
    if (!accepts) throw new Error("a check with PUBLIC_URL");
    expect(["localhost:3000", "127.0.0.1:3000", "[::1]:3000"].map(accepts)).toEqual([
      true,
      true,
      true,
    ]);
    expect(
      ["localhost:3001", "localhost", "10.0.0.5:3000", "evil.example:3000"].map(accepts),
    ).toEqual([false, false, false, false]);
    expect(publicHostCheck("https://www.example.com")?.("localhost:443")).toBe(false);
  });

  it("is no check without PUBLIC_URL (development and tests)", () => {
    expect(publicHostCheck(undefined)).toBeUndefined();
  });
});

describe("production without PUBLIC_URL", () => {
  it("does not build the app, naming the variable", async () => {
    const failed = await createTestApp({ env: { NODE_ENV: "production" } }).then(
      async (t) => {
        await t.close();
        return undefined;
      },
      (error: unknown) => error,
    );
    expect(failed).toBeInstanceOf(EnvError);
    expect(String(failed)).toContain("PUBLIC_URL: required in production");
  });
});

describe("the Host check", () => {
  const PUBLIC_URL = "https://www.example.com";
  let t: TestApp;
  let base = "";
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL, TRUST_PROXY: "10.0.0.0/8" } });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  it("answers the configured host", async () => {
    const res = await t.app.inject({ url: "/api/docs", headers: { host: "www.example.com" } });
    expect(res.statusCode).toBe(200);
  });

  it("answers 421 in the envelope to another host under /api, a plain page elsewhere", async () => {
    const api = await t.app.inject({ url: "/api/auth/me", headers: { host: "evil.example" } });
    expect(api.statusCode).toBe(421);
    expect(api.json()).toMatchObject({ success: false, data: null, message: MISDIRECTED });
    expect(api.headers["x-frame-options"]).toBe("DENY");
    for (const url of ["/", "/sb/quote/abc", "/no-such-page"]) {
      const page = await t.app.inject({ url, headers: { host: "evil.example" } });
      expect(page.statusCode, url).toBe(421);
      expect(page.headers["content-type"]).toBe("text/plain; charset=utf-8");
      expect(page.body).toContain("421 Misdirected Request");
      expect(page.body).toContain(`Use ${PUBLIC_URL}`);
    }
    // app.inject's own default, localhost:80, is another host too.
    expect((await t.app.inject({ url: "/api/docs" })).statusCode).toBe(421);
    expect(
      (await t.app.inject({ method: "POST", url: "/api/inquiries", headers: { host: "x" } }))
        .statusCode,
    ).toBe(421);
  });

  it("lets load balancers probe /api/health by address", async () => {
    for (const host of ["10.0.3.7:3000", "evil.example"]) {
      const res = await t.app.inject({ url: "/api/health", headers: { host } });
      expect(res.statusCode, host).toBe(200);
    }
    const slash = await t.app.inject({ url: "/api/health/", headers: { host: "10.0.3.7" } });
    expect(slash.statusCode).toBe(200);
  });

  it("checks X-Forwarded-Host from a trusted proxy, and only from one", async () => {
    const proxied = (forwarded: string, remoteAddress: string) =>
      t.app.inject({
        url: "/api/docs",
        remoteAddress,
        headers: { host: "10.0.0.9:3000", "x-forwarded-host": forwarded },
      });
    expect((await proxied("www.example.com", "10.0.0.2")).statusCode).toBe(200);
    expect((await proxied("evil.example", "10.0.0.2")).statusCode).toBe(421);
    // Not from a trusted proxy: its X-Forwarded-Host is ignored, its Host is checked.
    const direct = await t.app.inject({
      url: "/api/docs",
      remoteAddress: "203.0.113.5",
      headers: { host: "www.example.com", "x-forwarded-host": "evil.example" },
    });
    expect(direct.statusCode).toBe(200);
  });

  it("applies to answers the answer lane keeps in front of Fastify", async () => {
    const get = (headers: Record<string, string>) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = httpRequest(`${base}/api/pricing/user-protection`, { headers }, (res) => {
          let body = "";
          res.setEncoding("utf8");
          res.on("data", (chunk) => {
            body += chunk;
          });
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
        });
        req.on("error", reject);
        req.end();
      });
    const own = { host: "www.example.com" };
    expect((await get(own)).status).toBe(200);
    const kept = await get(own);
    expect(kept.status).toBe(200);
    const misdirected = await get({ host: "evil.example" });
    expect(misdirected.status).toBe(421);
    expect(JSON.parse(misdirected.body)).toMatchObject({ success: false, message: MISDIRECTED });
    const forwarded = await get({ ...own, "x-forwarded-host": "evil.example" });
    // From 127.0.0.1, not a trusted proxy here: Fastify answers, by the Host header.
    expect(forwarded.status).toBe(200);
  });
});

describe("links in e-mails", () => {
  // A loopback PUBLIC_URL on port 80 is app.inject's own host, so the quote kit works as is.
  const PUBLIC_URL = "http://localhost";
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL } });
  });
  afterAll(() => t.close());

  it("use PUBLIC_URL, never the Host a client sent", async () => {
    const kit = quoteKit(t);
    const { token, reference } = await kit.share(await kit.builderQuote());
    const answer = (host: string) =>
      t.app.inject({
        method: "POST",
        url: `/api/quotes/${token}/accept`,
        remoteAddress: kit.nextAddress(),
        headers: { host },
        payload: acceptance(),
      });

    const misdirected = await answer("evil.example");
    expect(misdirected.statusCode).toBe(421);
    expect(await kit.outboxAbout(reference, "quote.accepted")).toHaveLength(0);
    expect((await kit.shareRow(token)).decision).toBeFalsy();

    // Another loopback name is the same server on a laptop; the link still says PUBLIC_URL.
    const accepted = await answer("127.0.0.1");
    expect(accepted.statusCode, accepted.body).toBe(200);
    const [message] = await kit.outboxAbout(reference, "quote.accepted");
    expect(message?.textBody).toContain(`${PUBLIC_URL}/admin/service-configurations`);
    expect(message?.textBody).not.toContain("127.0.0.1/admin");
  });
});
