import type { FastifyRequest } from "fastify";
import type { LoggerOptions } from "pino";
import type { Env } from "./env";

/** Paths never written to the log: credentials, cookies, one-time codes. */
export const redactedPaths = [
  "req.headers.cookie",
  "req.headers.authorization",
  'req.headers["x-sb-session"]',
  'res.headers["set-cookie"]',
  "*.password",
  "*.currentPassword",
  "*.newPassword",
  "*.token",
  "*.secret",
];

const MAX_NAME_LENGTH = 40;

/**
 * A URL as the log may show it: the path and the names of its query parameters, never their
 * values. A form sent by GET (a password field before the page was hydrated), a ?sessionId=
 * or a token in a link must not end up in log files.
 */
export function logPath(url: string): string {
  const query = url.indexOf("?");
  if (query === -1) return url;
  const names = [...new URLSearchParams(url.slice(query + 1)).keys()]
    .filter(Boolean)
    .map((name) => name.slice(0, MAX_NAME_LENGTH));
  return names.length > 0 ? `${url.slice(0, query)}?${names.join("&")}` : url.slice(0, query);
}

export function loggerOptions(env: Pick<Env, "LOG_LEVEL">): LoggerOptions {
  return {
    level: env.LOG_LEVEL,
    redact: { paths: redactedPaths, censor: "[redacted]" },
    serializers: {
      // Fastify's own request serializer, with the query values left out.
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: logPath(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}
