import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { capturedLogs } from "../tests/setup/captured-logs";
import { createTestApp, type TestApp } from "../tests/setup/test-app";

const logs = capturedLogs();
const logLines = logs.lines;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ logger: logs.logger });
});
afterAll(() => t.close());

describe("security headers", () => {
  it("sends a CSP with a fresh script nonce and no inline scripts", async () => {
    const first = await t.app.inject({ method: "GET", url: "/no-such-page" });
    const second = await t.app.inject({ method: "GET", url: "/no-such-page" });
    const csp = String(first.headers["content-security-policy"]);
    const scriptSrc = csp.split(";").find((d) => d.startsWith("script-src")) ?? "";
    expect(scriptSrc).toMatch(/'nonce-[A-Za-z0-9+/=]{20,}'/);
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(second.headers["content-security-policy"]).not.toBe(csp);
    expect(first.headers["x-content-type-options"]).toBe("nosniff");
    // The same rule as frame-ancestors 'none', for browsers that only know the older header.
    expect(first.headers["x-frame-options"]).toBe("DENY");
  });

  it("rate-limits and reports the limit", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs" });
    expect(res.headers["x-ratelimit-limit"]).toBeDefined();
  });
});

describe("request ids", () => {
  it("returns a generated id, or a well-formed one the caller sent", async () => {
    const generated = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(generated.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    const given = await t.app.inject({
      method: "GET",
      url: "/api/health",
      headers: { "x-request-id": "trace-42" },
    });
    expect(given.headers["x-request-id"]).toBe("trace-42");
    const hostile = await t.app.inject({
      method: "GET",
      url: "/api/health",
      headers: { "x-request-id": "a b\nc" },
    });
    expect(hostile.headers["x-request-id"]).not.toBe("a b\nc");
  });
});

describe("logging", () => {
  it("never writes cookies or authorization headers", async () => {
    await t.app.inject({
      method: "GET",
      url: "/api/health",
      headers: { cookie: "sid=super-secret-cookie", authorization: "Bearer super-secret-token" },
    });
    const log = logLines.join("");
    expect(log).toContain("request completed");
    expect(log).not.toContain("super-secret-cookie");
    expect(log).not.toContain("super-secret-token");
  });
});

describe("legacy redirects (seed 000 §2, seed 001 §2)", () => {
  it.each([
    ["/service-builder-new", "/sb/lead"],
    ["/service-builder-refactored", "/sb/lead"],
    ["/services", "/sb/lead"],
    ["/admin/dashboard", "/admin/analytics"],
    ["/admin/services", "/admin/catalog"],
    ["/admin/formulas", "/admin/calculation-formulas"],
  ])("%s -> %s with 301", async (from, to) => {
    const res = await t.app.inject({ method: "GET", url: from });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(to);
  });

  it("keeps the query string", async () => {
    const res = await t.app.inject({ method: "GET", url: "/services?ref=mail" });
    expect(res.headers.location).toBe("/sb/lead?ref=mail");
  });
});

describe("OpenAPI document", () => {
  it("is generated from the route schemas and served at /api/docs", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs" });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.paths["/api/health"].get.responses["200"]).toBeDefined();
  });
});
