import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from "fastify";
import type { RawData, WebSocket } from "ws";
import {
  CLOSE_CODES,
  type ClientMessage,
  clientMessageSchema,
  HEARTBEAT_MS,
  MAX_FRAMES_PER_MINUTE,
  parseFrame,
  type ServerMessage,
} from "../../shared/realtime/messages";
import { failure } from "../http/envelope";
import { isTrustedOrigin, originOf } from "../http/trusted-origin";

/**
 * onRequest hook of every channel route: a browser always sends Origin with an upgrade, so a
 * missing or foreign one is refused before the upgrade (cross-site WebSocket hijacking).
 */
export async function sameOriginUpgrade(request: FastifyRequest, reply: FastifyReply) {
  if (!request.ws || isTrustedOrigin(request, originOf(request.headers.origin))) return;
  request.log.warn({ origin: request.headers.origin }, "cross-origin WebSocket rejected");
  return reply.code(403).send(failure("Cross-origin connection rejected"));
}

export interface Channel {
  readonly id: string;
  send(message: ServerMessage): void;
  close(code: number, reason: string): void;
}

export interface ChannelOptions {
  log: FastifyBaseLogger;
  /**
   * Messages beyond ping, echo and drop (which every channel answers); return false to
   * refuse one this channel does not take, which closes the connection as invalid.
   */
  onMessage?: (message: ClientMessage, channel: Channel) => boolean | Promise<boolean>;
  onClose?: (channel: Channel) => void;
  heartbeatMs?: number;
}

/**
 * Runs one connection: hello, heartbeats, the frame budget, and strict frames (text JSON
 * matching the shared schema). Every fault closes this connection with a code that says why;
 * none can reach the process (ws enforces MAX_FRAME_BYTES itself with 1009).
 */
export function serveChannel(socket: WebSocket, options: ChannelOptions): Channel {
  const channel: Channel = {
    id: randomUUID(),
    send(message) {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
    },
    close(code, reason) {
      if (socket.readyState === socket.OPEN || socket.readyState === socket.CONNECTING) {
        socket.close(code, reason);
      }
    },
  };
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  let alive = true;
  let windowStart = Date.now();
  let framesInWindow = 0;

  const heartbeat = setInterval(() => {
    if (!alive) {
      socket.terminate();
      return;
    }
    alive = false;
    socket.ping();
  }, heartbeatMs);
  heartbeat.unref();
  socket.on("pong", () => {
    alive = true;
  });

  socket.on("message", (data: RawData, isBinary: boolean) => {
    const now = Date.now();
    if (now - windowStart >= 60_000) {
      windowStart = now;
      framesInWindow = 0;
    }
    framesInWindow += 1;
    if (framesInWindow > MAX_FRAMES_PER_MINUTE) {
      channel.close(CLOSE_CODES.policyViolation, "Too many messages");
      return;
    }
    if (isBinary) {
      channel.close(CLOSE_CODES.unsupportedData, "Text frames only");
      return;
    }
    const message = parseFrame(clientMessageSchema, data.toString());
    if (!message) {
      channel.close(CLOSE_CODES.invalidPayload, "Malformed message");
      return;
    }
    handle(message).catch((error: unknown) => {
      options.log.error({ err: error }, "real-time message failed");
      channel.close(1011, "Server error");
    });
  });

  async function handle(message: ClientMessage) {
    switch (message.type) {
      case "ping":
        channel.send({ type: "pong", id: message.id, serverTime: Date.now() });
        return;
      case "echo":
        channel.send({ type: "echo", id: message.id, text: message.text, serverTime: Date.now() });
        return;
      case "drop":
        channel.close(CLOSE_CODES.droppedOnRequest, "Dropped on request");
        return;
      default:
        if (!(await options.onMessage?.(message, channel))) {
          channel.close(CLOSE_CODES.invalidPayload, "Not taken on this channel");
        }
    }
  }

  socket.on("error", (error) => options.log.warn({ err: error }, "real-time connection error"));
  socket.on("close", () => {
    clearInterval(heartbeat);
    options.onClose?.(channel);
  });

  channel.send({ type: "hello", connectionId: channel.id, serverTime: Date.now(), heartbeatMs });
  return channel;
}
