import { fc, test as propertyTest } from "@fast-check/vitest";
import { CLOSE_CODES } from "@shared/realtime/messages";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RealtimeSocket, reconnectDelay, type SocketState } from "./realtime-socket";

describe("reconnectDelay", () => {
  it("starts at 1 s, doubles and stops at 30 s, with half of it random", () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((attempt) => reconnectDelay(attempt, () => 1))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
    expect(reconnectDelay(0, () => 0)).toBe(500);
    expect(reconnectDelay(9, () => 0)).toBe(15000);
  });

  propertyTest.prop([fc.nat(40), fc.double({ min: 0, max: 1, noNaN: true })])(
    "stays within half and all of the capped doubling",
    (attempt, random) => {
      const base = Math.min(1000 * 2 ** attempt, 30_000);
      const delay = reconnectDelay(attempt, () => random);
      expect(delay).toBeGreaterThanOrEqual(base / 2);
      expect(delay).toBeLessThanOrEqual(base);
    },
  );
});

/** Enough of the browser's WebSocket for the client: tests open and close it by hand. */
class FakeWebSocket extends EventTarget {
  static readonly OPEN = 1;
  static instances: FakeWebSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  constructor(readonly url: URL) {
    super();
    FakeWebSocket.instances.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {}
  open() {
    this.readyState = 1;
    this.dispatchEvent(new Event("open"));
  }
  receive(data: string) {
    this.dispatchEvent(Object.assign(new Event("message"), { data }));
  }
  drop(code: number) {
    this.readyState = 3;
    this.dispatchEvent(Object.assign(new Event("close"), { code }));
  }
}

function nth(index: number): FakeWebSocket {
  const socket = FakeWebSocket.instances[index];
  if (!socket) throw new Error(`no socket #${index}`);
  return socket;
}

describe("RealtimeSocket", () => {
  let states: SocketState[];
  let windowEvents: EventTarget;

  beforeEach(() => {
    vi.useFakeTimers();
    FakeWebSocket.instances = [];
    states = [];
    windowEvents = new EventTarget();
    vi.stubGlobal("WebSocket", FakeWebSocket);
    vi.stubGlobal("navigator", { onLine: true });
    vi.stubGlobal(
      "window",
      Object.assign(windowEvents, { location: { href: "https://example.test/admin" } }),
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  function start(onOpen = vi.fn()) {
    const messages: unknown[] = [];
    const socket = new RealtimeSocket({
      path: "/api/realtime",
      onState: (state) => states.push(state),
      onMessage: (message) => messages.push(message),
      onOpen,
      random: () => 1,
    });
    socket.start();
    return { socket, messages, onOpen };
  }

  it("connects to the page's own host over wss and passes on valid frames only", () => {
    const { messages, onOpen } = start();
    const ws = nth(0);
    expect(ws.url.href).toBe("wss://example.test/api/realtime");
    ws.open();
    expect(states.at(-1)).toEqual({ status: "open" });
    expect(onOpen).toHaveBeenCalledOnce();
    ws.receive(JSON.stringify({ type: "pong", id: "a", serverTime: 5 }));
    ws.receive("not json");
    ws.receive(JSON.stringify({ type: "pong" }));
    expect(messages).toEqual([{ type: "pong", id: "a", serverTime: 5 }]);
  });

  it("reconnects after 1 s, 2 s, 4 s and resets the back-off once open", () => {
    const { onOpen } = start();
    nth(0).drop(1006);
    expect(states.at(-1)).toMatchObject({ status: "reconnecting", delayMs: 1000, attempt: 2 });
    vi.advanceTimersByTime(999);
    expect(FakeWebSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.instances).toHaveLength(2);
    nth(1).drop(1006);
    expect(states.at(-1)).toMatchObject({ status: "reconnecting", delayMs: 2000 });
    vi.advanceTimersByTime(2000);
    nth(2).drop(CLOSE_CODES.droppedOnRequest);
    expect(states.at(-1)).toMatchObject({ status: "reconnecting", delayMs: 4000 });
    vi.advanceTimersByTime(4000);
    nth(3).open();
    expect(onOpen).toHaveBeenCalledOnce();
    nth(3).drop(1006);
    expect(states.at(-1)).toMatchObject({ status: "reconnecting", delayMs: 1000 });
  });

  it("stops for good when the session ended", () => {
    start();
    nth(0).drop(CLOSE_CODES.sessionEnded);
    expect(states.at(-1)).toEqual({ status: "closed", code: CLOSE_CODES.sessionEnded });
    vi.advanceTimersByTime(60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it("waits while offline and connects at once when the network is back", () => {
    start();
    windowEvents.dispatchEvent(new Event("offline"));
    expect(states.at(-1)).toEqual({ status: "offline" });
    vi.advanceTimersByTime(60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    windowEvents.dispatchEvent(new Event("online"));
    expect(FakeWebSocket.instances).toHaveLength(2);
  });

  it("sends only while open, and stop() ends the retries", () => {
    const { socket } = start();
    expect(socket.send({ type: "ping", id: "1" })).toBe(false);
    nth(0).open();
    expect(socket.send({ type: "ping", id: "1" })).toBe(true);
    expect(nth(0).sent).toEqual(['{"type":"ping","id":"1"}']);
    socket.stop();
    expect(states.at(-1)).toEqual({ status: "closed", code: 1000 });
    vi.advanceTimersByTime(60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });
});
