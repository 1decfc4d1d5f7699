import type { App } from "@server/app";
import WebSocket from "ws";
import {
  HEARTBEAT_MS,
  parseFrame,
  type ServerMessage,
  serverMessageSchema,
} from "../../shared/realtime/messages";

/**
 * A real WebSocket to a listening test app (upgrades need a socket, not app.inject):
 * collects every message and waits for the ones a test expects.
 */
export interface TestSocket {
  ws: WebSocket;
  messages: ServerMessage[];
  next(type: ServerMessage["type"]): Promise<ServerMessage>;
  closed: Promise<{ code: number; reason: string }>;
}

export async function listenForSockets(app: App): Promise<string> {
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  return address.replace(/^http/, "ws");
}

export function connect(
  base: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<TestSocket> {
  const origin = base.replace(/^ws/, "http");
  const ws = new WebSocket(`${base}${path}`, { headers: { origin, ...headers } });
  const messages: ServerMessage[] = [];
  const waiters: { type: string; seen: number; resolve: (m: ServerMessage) => void }[] = [];
  ws.on("message", (data) => {
    const message = parseFrame(serverMessageSchema, data.toString());
    if (!message) throw new Error(`server sent a frame outside the schema: ${data.toString()}`);
    messages.push(message);
    for (const waiter of [...waiters]) {
      const match = messages.slice(waiter.seen).find((m) => m.type === waiter.type);
      if (match) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(match);
      }
    }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on("close", (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  let consumed = 0;
  const socket: TestSocket = {
    ws,
    messages,
    closed,
    next(type) {
      const index = messages.findIndex((m, i) => i >= consumed && m.type === type);
      if (index >= 0) {
        consumed = index + 1;
        return Promise.resolve(messages[index] as ServerMessage);
      }
      return new Promise((resolve) =>
        waiters.push({
          type,
          seen: consumed,
          resolve: (m) => {
            consumed = messages.indexOf(m) + 1;
            resolve(m);
          },
        }),
      );
    },
  };
  return new Promise((resolve, reject) => {
    ws.once("open", () => resolve(socket));
    ws.once("unexpected-response", (_request, response) =>
      reject(new Error(`handshake refused: ${response.statusCode}`)),
    );
    ws.once("error", reject);
  });
}

/**
 * The close code, if the socket closes well before the periodic session check (HEARTBEAT_MS)
 * could have closed it: "at once" means something announced the session's end.
 */
export async function closedAtOnce(socket: TestSocket): Promise<number | "not closed"> {
  const late = new Promise<"not closed">((resolve) =>
    setTimeout(() => resolve("not closed"), HEARTBEAT_MS / 5).unref(),
  );
  const closed = await Promise.race([socket.closed, late]);
  return closed === "not closed" ? closed : closed.code;
}
