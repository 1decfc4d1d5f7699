import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import {
  CLOSE_CODES,
  ECHO_CHANNEL_PATH,
  MAX_FRAME_BYTES,
  MAX_FRAMES_PER_MINUTE,
} from "../../../shared/realtime/messages";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { connect, listenForSockets } from "../../../tests/setup/test-socket";

describe(`${ECHO_CHANNEL_PATH} (public diagnostics channel)`, () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp();
    base = await listenForSockets(t.app);
  });
  afterAll(() => t.close());

  it("says hello with the server's clock, answers ping and echo, and drops on request", async () => {
    const socket = await connect(base, ECHO_CHANNEL_PATH);
    const hello = await socket.next("hello");
    expect(hello).toMatchObject({ type: "hello", heartbeatMs: expect.any(Number) });
    if (hello.type === "hello") expect(Math.abs(hello.serverTime - Date.now())).toBeLessThan(5_000);
    socket.ws.send(JSON.stringify({ type: "ping", id: "p1" }));
    expect(await socket.next("pong")).toMatchObject({ id: "p1" });
    socket.ws.send(JSON.stringify({ type: "echo", id: "e1", text: "hello ✓" }));
    expect(await socket.next("echo")).toMatchObject({ id: "e1", text: "hello ✓" });
    socket.ws.send(JSON.stringify({ type: "drop" }));
    expect((await socket.closed).code).toBe(CLOSE_CODES.droppedOnRequest);
  });

  it("refuses a foreign Origin and a missing one before the upgrade", async () => {
    await expect(
      connect(base, ECHO_CHANNEL_PATH, { origin: "https://attacker.example" }),
    ).rejects.toThrow("handshake refused: 403");
    const ws = new WebSocket(`${base}${ECHO_CHANNEL_PATH}`);
    const status = await new Promise((resolve) =>
      ws.once("unexpected-response", (_req, res) => resolve(res.statusCode)),
    );
    expect(status).toBe(403);
  });

  it("tells a plain GET to upgrade, in the API envelope", async () => {
    const res = await t.app.inject({ method: "GET", url: ECHO_CHANNEL_PATH });
    expect(res.statusCode).toBe(426);
    expect(res.json()).toMatchObject({
      success: false,
      message: "Connect to this address with a WebSocket",
    });
  });

  it.each([
    ["not JSON", "{oops", CLOSE_CODES.invalidPayload],
    ["an unknown type", JSON.stringify({ type: "shout" }), CLOSE_CODES.invalidPayload],
    [
      "a resume (staff only)",
      JSON.stringify({ type: "resume", after: null }),
      CLOSE_CODES.invalidPayload,
    ],
    ["an oversized frame", "x".repeat(MAX_FRAME_BYTES + 1), CLOSE_CODES.tooBig],
  ])("closes the connection on %s, and the server goes on", async (_name, frame, code) => {
    const socket = await connect(base, ECHO_CHANNEL_PATH);
    socket.ws.send(frame);
    expect((await socket.closed).code).toBe(code);
    const again = await connect(base, ECHO_CHANNEL_PATH);
    expect((await again.next("hello")).type).toBe("hello");
    again.ws.close();
  });

  it("closes on a binary frame and on more frames than the minute allows", async () => {
    const binary = await connect(base, ECHO_CHANNEL_PATH);
    binary.ws.send(Buffer.from([1, 2, 3]));
    expect((await binary.closed).code).toBe(CLOSE_CODES.unsupportedData);

    const flood = await connect(base, ECHO_CHANNEL_PATH);
    for (let i = 0; i <= MAX_FRAMES_PER_MINUTE; i++) {
      flood.ws.send(JSON.stringify({ type: "ping", id: String(i) }));
    }
    expect((await flood.closed).code).toBe(CLOSE_CODES.policyViolation);
    expect(flood.messages.filter((m) => m.type === "pong")).toHaveLength(MAX_FRAMES_PER_MINUTE);
  });
});
