import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";

const REQUEST_ID = /^[\w-]{1,64}$/;

/** The caller's X-Request-Id when it is well formed (a proxy's trace id), else a new one. */
export function requestId(request: IncomingMessage): string {
  const incoming = request.headers["x-request-id"];
  return typeof incoming === "string" && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}
