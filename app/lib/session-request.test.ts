import { SESSION_HEADER } from "@shared/quotes/builder/session-id";
import { afterEach, describe, expect, it, vi } from "vitest";
import { withSession } from "./session-request";

function stubFetch() {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify({ data: { ok: true }, success: true, timestamp: "t" }), {
        status: 200,
        headers: { "content-type": "application/json" },
      }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return (call: number) => new Headers(fetchMock.mock.calls[call]?.[1]?.headers);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("withSession", () => {
  it("adds the session header to every call, whatever else the call sends", async () => {
    const headersOf = stubFetch();
    const session = withSession("session-1700000000000-abc123");
    await session.apiRequest("/api/health");
    const data = await session.apiData<{ ok: boolean }>("/api/echo", {
      method: "POST",
      body: { a: 1 },
      headers: { "X-Trace": "t-1" },
    });
    expect(data).toEqual({ ok: true });
    for (const call of [0, 1]) {
      expect(headersOf(call).get(SESSION_HEADER)).toBe("session-1700000000000-abc123");
    }
    expect(headersOf(1).get("X-Trace")).toBe("t-1");
    expect(headersOf(1).get("Content-Type")).toBe("application/json");
  });

  it("sends no session header while there is no session", async () => {
    const headersOf = stubFetch();
    await withSession(null).apiRequest("/api/health");
    expect(headersOf(0).has(SESSION_HEADER)).toBe(false);
  });
});
