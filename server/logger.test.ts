import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { capturedLogs } from "../tests/setup/captured-logs";
import { createTestApp, type TestApp } from "../tests/setup/test-app";
import { logPath } from "./logger";

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
