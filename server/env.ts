import path from "node:path";
import { z } from "zod";
import { parseTrustProxy } from "./http/trust-proxy";

/** "Name <address>" or a bare address; one line, so it cannot smuggle in another header. */
const MAIL_FROM = /^(?:[^<>\r\n"]*|"[^"\r\n]*")\s*<[^\s<>@]+@[^\s<>@]+>$|^[^\s<>@"]+@[^\s<>@]+$/;

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  HOST: z.string().min(1).default("0.0.0.0"),
  PORT: z.coerce
    .number({ error: "must be a port number (0-65535)" })
    .int("must be a port number (0-65535)")
    .min(0, "must be a port number (0-65535)")
    .max(65535, "must be a port number (0-65535)")
    .default(3000),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// or postgresql:// URL" })
    .optional(),
  REDIS_URL: z
    .url({ protocol: /^rediss?$/, error: "must be a redis:// or rediss:// URL" })
    .optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** false, a hop count, or the proxies' addresses (server/http/trust-proxy.ts); never "true". */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, context) => {
      const parsed = parseTrustProxy(value);
      if (typeof parsed === "object" && "error" in parsed) {
        context.addIssue({ code: "custom", message: parsed.error });
        return z.NEVER;
      }
      return parsed;
    }),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(300),
  MFA_ENCRYPTION_KEY: z
    .string()
    .refine(
      (value) => /^[A-Za-z0-9+/]+={0,2}$/.test(value) && Buffer.from(value, "base64").length === 32,
      "must be 32 random bytes, base64-encoded (openssl rand -base64 32)",
    )
    .optional(),
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://...:465; unset: mail is kept. */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .max(320)
    .regex(MAIL_FROM, 'must be an address, e.g. "Sentinel Forge <no-reply@example.com>"')
    .default("Sentinel Forge <no-reply@localhost>"),
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  override name = "EnvError";
}

/** Validates the environment once at start; the message names every bad variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const defined = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ""),
  );
  const result = envSchema.safeParse(defined);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new EnvError(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  return { ...result.data, DATA_DIR: path.resolve(result.data.DATA_DIR) };
}

/**
 * What serving needs beyond a valid environment: in production, PUBLIC_URL. Links in e-mails
 * and the Host check take it; without it they would trust the Host header a client sends.
 * Development and tests keep the request's own host.
 */
export function checkServing(env: Pick<Env, "NODE_ENV" | "PUBLIC_URL" | "PORT">): void {
  if (env.NODE_ENV !== "production" || env.PUBLIC_URL) return;
  throw new EnvError(
    "Invalid environment configuration:\n" +
      "  PUBLIC_URL: required in production: set it to the address visitors use, e.g. " +
      "PUBLIC_URL=https://www.example.com (links in e-mails use it, and requests for any other " +
      `host are refused); on this machine alone: PUBLIC_URL=http://localhost:${env.PORT || 3000}`,
  );
}
