import type { FastifyRequest } from "fastify";
import { type LoggerOptions, stdSerializers } from "pino";
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
 * Secrets that travel in paths (decision 044), replaced wherever a path is written to the
 * log: a share link's token (`/sb/quote/{token}`, its `.data` request, `/api/quotes/{token}/...`
 * and anything below), a Service Builder session id anywhere (`session-<time>-<letters>`), and
 * any long token-shaped run (a share token pasted into another path). Reset and two-factor
 * codes travel in bodies, which are never logged, or in query values, which are dropped.
 */
const SECRET_PATTERNS: [RegExp, string | ((match: string) => string)][] = [
  [/(\/sb\/+quote\/+)[^/?#]+?(\.data)?(?=[/?#]|$)/gi, "$1[token]$2"],
  [/(\/api\/+quotes\/+)[^/?#]+/gi, "$1[token]"],
  // An unsubscribe link names its address by its token alone (issue 35 §2).
  [/(\/unsubscribe\/+)[^/?#]+?(\.data)?(?=[/?#]|$)/gi, "$1[token]$2"],
  [/session-\d+-[a-z0-9]+/gi, "[session]"],
  // 32+ letters, digits, - and _ with a capital and a digit in them: base64url, not a slug, a
  // UUID or a long identifier in a stack trace.
  [/[A-Za-z0-9_-]{32,}/g, (match) => (/[A-Z]/.test(match) && /\d/.test(match) ? "[token]" : match)],
];

/** `text` with every secret a path may carry masked. */
export function maskSecrets(text: string): string {
  let masked = text;
  for (const [pattern, replacement] of SECRET_PATTERNS) {
    masked = masked.replace(pattern, replacement as string);
  }
  return masked;
}

/**
 * A URL as the log may show it: the path with its secrets masked, and the names of its query
 * parameters, never their values. A form sent by GET (a password field before the page was
 * hydrated), a ?sessionId= or a token in a link must not end up in log files.
 */
export function logPath(url: string): string {
  const query = url.indexOf("?");
  if (query === -1) return maskSecrets(url);
  const path = maskSecrets(url.slice(0, query));
  const names = [...new URLSearchParams(url.slice(query + 1)).keys()]
    .filter(Boolean)
    .map((name) => maskSecrets(name.slice(0, MAX_NAME_LENGTH)));
  return names.length > 0 ? `${path}?${names.join("&")}` : path;
}

/** A path with a query string inside a message ("Route GET:/auth?code=... not found"). */
const PATH_WITH_QUERY = /\/[^\s?"]*\?[^\s"]*/g;

/** A log message as the log may show it: paths in it as `logPath` writes them. */
export function logMessage(message: string): string {
  return maskSecrets(message.replace(PATH_WITH_QUERY, (url) => logPath(url)));
}

/** Pino's error serializer, with paths in messages and stacks masked (a bad URL's error). */
function maskedError(error: Error) {
  const serialized = stdSerializers.err(error);
  if (typeof serialized.message === "string") serialized.message = logMessage(serialized.message);
  if (typeof serialized.stack === "string") serialized.stack = logMessage(serialized.stack);
  return serialized;
}

export function loggerOptions(env: Pick<Env, "LOG_LEVEL">): LoggerOptions {
  return {
    level: env.LOG_LEVEL,
    redact: { paths: redactedPaths, censor: "[redacted]" },
    // Messages too: Fastify's own 404 message, for one, names the URL with its query.
    hooks: {
      logMethod(args, method) {
        method.apply(
          this,
          args.map((arg) => (typeof arg === "string" ? logMessage(arg) : arg)) as typeof args,
        );
      },
    },
    serializers: {
      err: maskedError,
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
