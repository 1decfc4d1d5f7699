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

export function loggerOptions(env: Pick<Env, "LOG_LEVEL">): LoggerOptions {
  return { level: env.LOG_LEVEL, redact: { paths: redactedPaths, censor: "[redacted]" } };
}
