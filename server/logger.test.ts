import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { capturedLogs } from "../tests/setup/captured-logs";
import { createTestApp, type TestApp } from "../tests/setup/test-app";
import { acceptance, quoteKit } from "./api/quotes/quote-test-kit";
import { logMessage, logPath, maskSecrets } from "./logger";

describe("logPath", () => {
  it.each([
    ["/api/health", "/api/health"],
    ["/auth?username=jordan&password=Secret-1", "/auth?username&password"],
    ["/transport-diagnostics?sessionId=session-1-abc", "/transport-diagnostics?sessionId"],
    ["/x?flag&=v&a=1&a=2", "/x?flag&a&a"],
    ["/x?%70assword=y", "/x?password"],
    ["/x?", "/x"],
  ])("%s -> %s", (url, logged) => {
    expect(logPath(url)).toBe(logged);
  });
});

describe("the request log", () => {
  const logs = capturedLogs();
  const lines = logs.lines;
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ logger: logs.logger });
  });
  afterAll(() => t.close());

  it("names the query parameters but never logs their values", async () => {
    await t.app.inject({
      method: "GET",
      url: "/api/health?username=jordan.lee&password=Hunter-Secret-42&sessionId=session-1700000000000-abc123",
    });
    const log = lines.join("");
    expect(log).toContain('"url":"/api/health?username&password&sessionId"');
    expect(log).not.toContain("Hunter-Secret-42");
    expect(log).not.toContain("session-1700000000000-abc123");
    expect(log).not.toContain("jordan.lee");
  });

  it("keeps them out of the cross-origin warning too", async () => {
    await t.app.inject({
      method: "POST",
      url: "/api/auth/login?password=Query-Secret-77",
      headers: { origin: "https://evil.example" },
      payload: {},
    });
    const warning = lines.find((line) => line.includes("cross-origin request rejected")) ?? "";
    expect(warning).toContain("/api/auth/login?password");
    expect(lines.join("")).not.toContain("Query-Secret-77");
  });
});

describe("maskSecrets (decision 044)", () => {
  const token = "Qx7_kP2mZr9LwT4vYb1nHc8dJf3sGa6eUo5iXq0yVw2";
  it.each([
    [`/sb/quote/${token}`, "/sb/quote/[token]"],
    [`/sb/quote/${token}.data`, "/sb/quote/[token].data"],
    [`/sb//quote/${token}/more`, "/sb//quote/[token]/more"],
    [`/api/quotes/${token}/accept`, "/api/quotes/[token]/accept"],
    ["/API/Quotes/lowercase-or-short/pdf", "/API/Quotes/[token]/pdf"],
    ["/sb/session-1700000000000-abc123xyz", "/sb/[session]"],
    [`/elsewhere/${token}`, "/elsewhere/[token]"],
    [`/sb/quote%2F${token}`, "/sb/quote%[token]"],
    // Slugs, UUIDs and long identifiers (stack traces) stay readable.
    [
      "at hasZodFastifySchemaValidationErrors (x.js)",
      "at hasZodFastifySchemaValidationErrors (x.js)",
    ],
    [
      "/blog/how-to-build-a-security-program-for-small-teams",
      "/blog/how-to-build-a-security-program-for-small-teams",
    ],
    [
      "/api/admin/configurations/0f8e2a4c-1b3d-4e5f-8a9b-0c1d2e3f4a5b",
      "/api/admin/configurations/0f8e2a4c-1b3d-4e5f-8a9b-0c1d2e3f4a5b",
    ],
  ])("%s -> %s", (path, masked) => {
    expect(maskSecrets(path)).toBe(masked);
  });

  it("reaches paths inside messages, query values included", () => {
    expect(logMessage(`Route GET:/sb/quote/${token}?code=739152&x=1 not found`)).toBe(
      "Route GET:/sb/quote/[token]?code&x not found",
    );
  });
});

describe("the request log of every route that carries a secret", () => {
  const logs = capturedLogs();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ logger: logs.logger });
  });
  afterAll(() => t.close());

  it("masks share tokens, builder session ids and codes, in paths, queries and messages", async () => {
    const kit = quoteKit(t);
    const quote = await kit.builderQuote();
    const { token } = await kit.share(quote);
    const session = quote.session;
    const unknownToken = "Zr4_Tq8pLm2WxV6nKb0cHd5jFs9gYa1eUo3iXq7yPw4";
    const code = "739152";
    const recoveryCode = "k7tq-9wzm-x2pf";
    logs.lines.length = 0;
    const requests: InjectOptions[] = [
      // The quote page, its data request, and malformed variants (Fastify's bad-URL answer).
      { url: `/sb/quote/${token}` },
      { url: `/sb/quote/${token}.data?_routes=routes%2Fsb%2Fquote` },
      { url: `/sb/quote/${token}%zz` },
      { url: `/api/quotes/${token}%zz/pdf` },
      // (An unknown token: a real one would start Chromium for a PDF, 503 on a busy machine.)
      { url: `/api/quotes/${unknownToken}/pdf` },
      { method: "POST", url: `/api/quotes/${token}/decline`, payload: { reason: "Not now" } },
      { method: "POST", url: `/api/quotes/${token}/accept`, payload: acceptance() },
      { method: "POST", url: `/api/quotes/${token}/accept?token=${token}`, payload: {} },
      // The builder session: resume link, a path under /sb, the API header.
      { url: `/sb?sessionId=${session}` },
      { url: `/sb/${session}` },
      { url: "/api/sb/draft", headers: { "x-sb-session": session } },
      { url: "/api/diagnostics/session", headers: { "x-sb-session": session } },
      // Two-factor and recovery codes: bodies and (a form sent before hydration) queries.
      { method: "POST", url: `/api/auth/login-mfa?code=${code}`, payload: { code } },
      { method: "POST", url: "/api/auth/login-mfa", payload: { code: recoveryCode } },
      { method: "POST", url: "/api/account/mfa/enable", payload: { code, password: "x" } },
      { method: "POST", url: "/api/account/mfa/disable", payload: { code, password: "x" } },
      { url: `/auth?code=${recoveryCode}` },
    ];
    for (const request of requests) {
      const res = await t.app.inject({ remoteAddress: kit.nextAddress(), ...request });
      expect(res.statusCode, `${request.url}`).toBeLessThan(500);
    }
    const log = logs.lines.join("");
    expect(log).toContain('"url":"/sb/quote/[token]"');
    expect(log).toContain('"url":"/sb/quote/[token].data?_routes"');
    expect(log).toContain('"url":"/api/quotes/[token]/accept"');
    expect(log).toContain('"url":"/sb/[session]"');
    expect(log).toContain('"url":"/sb?sessionId"');
    expect(log).toContain('"url":"/api/quotes/[token]/pdf"');
    for (const secret of [token, unknownToken, session, code, recoveryCode]) {
      expect(log).not.toContain(secret);
    }
  });
});
