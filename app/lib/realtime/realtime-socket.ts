import {
  type ClientMessage,
  FINAL_CLOSE_CODES,
  parseFrame,
  type ServerMessage,
  serverMessageSchema,
} from "@shared/realtime/messages";
import { retryDelay } from "~/lib/retry-policy";

export type SocketState =
  | { status: "connecting"; attempt: number }
  | { status: "open" }
  /** Waiting `delayMs` (from `since`) before attempt number `attempt`. */
  | { status: "reconnecting"; attempt: number; delayMs: number; since: number; lastCode: number }
  /** The browser says it has no network: wait for it instead of retrying blindly. */
  | { status: "offline" }
  /** Closed for good: stopped, or a close code after which a retry cannot help. */
  | { status: "closed"; code: number };

/**
 * The request layer's back-off (1 s doubling, capped at 30 s) with "equal jitter": half the
 * delay fixed, half random, so clients dropped together do not all come back together.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = retryDelay(attempt);
  return Math.round(base / 2 + (base / 2) * random());
}

export interface RealtimeSocketOptions {
  /** A path on this site, e.g. STAFF_CHANNEL_PATH; made ws(s):// from the page's origin. */
  path: string;
  onMessage: (message: ServerMessage) => void;
  onState: (state: SocketState) => void;
  /** Runs on every open, first or after a reconnect (the staff channel resumes here). */
  onOpen?: (send: (message: ClientMessage) => boolean) => void;
  random?: () => number;
}

/** One reconnecting WebSocket to this site, in the browser. */
export class RealtimeSocket {
  private socket: WebSocket | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private attempt = 0;
  private stopped = true;
  private readonly reconnectNow = () => this.connect();
  private readonly wentOffline = () => {
    this.clearTimer();
    this.socket?.close(1000);
    this.socket = null;
    this.setState({ status: "offline" });
  };

  constructor(private readonly options: RealtimeSocketOptions) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    window.addEventListener("online", this.reconnectNow);
    window.addEventListener("offline", this.wentOffline);
    if (navigator.onLine === false) this.setState({ status: "offline" });
    else this.connect();
  }

  stop(): void {
    this.stopped = true;
    window.removeEventListener("online", this.reconnectNow);
    window.removeEventListener("offline", this.wentOffline);
    this.clearTimer();
    const socket = this.socket;
    this.socket = null;
    socket?.close(1000);
    this.setState({ status: "closed", code: 1000 });
  }

  /** Sends when open; false when not (the caller shows that, nothing is queued). */
  send(message: ClientMessage): boolean {
    if (this.socket?.readyState !== WebSocket.OPEN) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  private connect(): void {
    if (this.stopped) return;
    this.clearTimer();
    this.socket?.close(1000);
    const url = new URL(this.options.path, window.location.href);
    url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
    const socket = new WebSocket(url);
    this.socket = socket;
    this.setState({ status: "connecting", attempt: this.attempt + 1 });

    socket.addEventListener("open", () => {
      if (this.socket !== socket) return;
      this.attempt = 0;
      this.setState({ status: "open" });
      this.options.onOpen?.((message) => this.send(message));
    });
    socket.addEventListener("message", (event) => {
      if (this.socket !== socket || typeof event.data !== "string") return;
      const message = parseFrame(serverMessageSchema, event.data);
      if (message) this.options.onMessage(message);
    });
    socket.addEventListener("close", (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.closed(event.code);
    });
  }

  private closed(code: number): void {
    if (this.stopped) return;
    if (FINAL_CLOSE_CODES.includes(code)) {
      this.stopped = true;
      this.setState({ status: "closed", code });
      return;
    }
    if (navigator.onLine === false) {
      this.setState({ status: "offline" });
      return;
    }
    const delayMs = reconnectDelay(this.attempt, this.options.random);
    this.attempt += 1;
    this.setState({
      status: "reconnecting",
      attempt: this.attempt + 1,
      delayMs,
      since: Date.now(),
      lastCode: code,
    });
    this.timer = setTimeout(this.reconnectNow, delayMs);
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private setState(state: SocketState): void {
    this.options.onState(state);
  }
}

/** Whole seconds left of a wait, rounded up so "0 s" shows only once it is over. */
export function secondsLeft(since: number, delayMs: number, now: number): number {
  return Math.max(0, Math.ceil((since + delayMs - now) / 1000));
}
