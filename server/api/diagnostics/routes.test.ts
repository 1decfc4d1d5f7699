import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REFUSED_CHANNEL_PATH } from "../../../shared/diagnostics/paths";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { connect, listenForSockets } from "../../../tests/setup/test-socket";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const probe = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url: "/api/diagnostics/session", headers });

describe("GET /api/diagnostics/session", () => {
  it("answers the X-SB-Session header it received, uncached", async () => {
    const sessionId = "session-1700000000000-abc123xyz";
    const res = await probe({ "x-sb-session": sessionId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { sessionId } });
    expect(res.headers["cache-control"]).toContain("no-store");
  });

  it("answers 400 naming the header when it is missing", async () => {
    const res = await probe();
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      errors: { "X-SB-Session": expect.any(String) },
    });
  });

  it("answers 400 when the header is not a session id, and does not echo it", async () => {
    const res = await probe({ "x-sb-session": "<script>alert(1)</script>" });
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toContain("<script>");
  });

  it("refuses other methods with the API's 404", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/diagnostics/session" });
    expect(res.statusCode).toBe(404);
  });
});

describe(`GET ${REFUSED_CHANNEL_PATH}`, () => {
  it("answers 503 in the envelope", async () => {
    const res = await t.app.inject({ method: "GET", url: REFUSED_CHANNEL_PATH });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
  });

  it("refuses the WebSocket handshake itself, so the client backs off", async () => {
    const base = await listenForSockets(t.app);
    await expect(connect(base, REFUSED_CHANNEL_PATH)).rejects.toThrow("handshake refused: 503");
  });
});
