import { request as httpGet } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../tests/setup/test-app";
import { LIVENESS_TTL_MS } from "../api/health/routes";

// Through a listening server (app.inject goes around the HTTP server, and so around the lane).
let t: TestApp;
let base = "";
/** Requests Fastify itself saw: the lane answers the others. */
let reachedFastify: string[] = [];

beforeAll(async () => {
  t = await createTestApp({
    extend: (app) => {
      app.addHook("onRequest", (request, _reply, done) => {
        reachedFastify.push(`${request.method} ${request.url}`);
        done();
      });
    },
  });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());
beforeEach(() => {
  reachedFastify = [];
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function get(path: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<Answer>((resolve, reject) => {
    const req = httpGet(`${base}${path}`, { method, headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => {
        body += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

const PLANS = "/api/pricing/user-protection";

describe("cached public answers in front of Fastify (decision 038)", () => {
  it("answers a public catalogue URL again without Fastify, with the same data and headers", async () => {
    const first = await get(PLANS);
    const again = await get(PLANS);
    expect(reachedFastify).toEqual([`GET ${PLANS}`]);
    expect(again.status).toBe(200);
    expect(JSON.parse(again.body).data).toEqual(JSON.parse(first.body).data);
    const same = ["etag", "cache-control", "content-type", "vary", "x-frame-options"];
    for (const name of [...same, "content-security-policy"])
      expect(again.headers[name]).toBe(first.headers[name]);
    expect(again.headers["content-security-policy"]).toBe(
      "default-src 'none';frame-ancestors 'none'",
    );
    expect(again.headers["x-request-id"]).not.toBe(first.headers["x-request-id"]);

    const current = await get(PLANS, { "if-none-match": String(first.headers.etag) });
    expect(current.status).toBe(304);
    expect(reachedFastify).toHaveLength(1);
  });

  it("sends a content change to Fastify at once", async () => {
    await get("/api/catalog");
    await get("/api/catalog");
    expect(reachedFastify).toEqual(["GET /api/catalog"]);
    await t.app.contentChanges.publish();
    await get("/api/catalog");
    expect(reachedFastify).toEqual(["GET /api/catalog", "GET /api/catalog"]);
  });

  it("answers the health probe again for as long as the database's answer stands (issue 37)", async () => {
    const first = await get("/api/health");
    const again = await get("/api/health");
    expect(reachedFastify).toEqual(["GET /api/health"]);
    expect(JSON.parse(again.body)).toEqual({ status: "ok" });
    for (const name of ["content-type", "cache-control", "x-content-type-options"])
      expect(again.headers[name]).toBe(first.headers[name]);
    expect(again.headers["cache-control"]).toBe("no-store");
    await new Promise((resolve) => setTimeout(resolve, LIVENESS_TTL_MS + 50));
    await get("/api/health");
    expect(reachedFastify).toEqual(["GET /api/health", "GET /api/health"]);
  });

  it("leaves every other request to Fastify", async () => {
    await get("/api/pricing/no-such-category");
    await get("/api/pricing/no-such-category");
    await get("/api/pricing/user-protection", {}, "HEAD");
    expect(reachedFastify).toEqual([
      "GET /api/pricing/no-such-category",
      "GET /api/pricing/no-such-category",
      "HEAD /api/pricing/user-protection",
    ]);
  });
});
