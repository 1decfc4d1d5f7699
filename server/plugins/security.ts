import type { IncomingMessage, ServerResponse } from "node:http";
import cookie from "@fastify/cookie";
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import helmet, { type HelmetOptions } from "helmet";
import type { Env } from "../env";
import { cspNonce } from "../http/csp-nonce";

export interface SecurityOptions {
  env: Pick<Env, "NODE_ENV" | "PUBLIC_URL" | "RATE_LIMIT_MAX" | "REDIS_URL">;
}

const NONCE_SLOT = "{nonce}";

function contentSecurityPolicy({ dev, https }: { dev: boolean; https: boolean }): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${NONCE_SLOT}'`,
    // Inline style attributes come from React and Radix positioning; scripts stay strict.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    dev ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join(";");
}

/**
 * Decision 081: an answer under /api/ is JSON, CSV or a PDF download, never a page, so it
 * needs what OWASP's REST guidance lists and no more: no scripts, styles or frames at all,
 * and no per-request nonce. Page-only headers (COOP, Origin-Agent-Cluster, DNS prefetch, the
 * XSS auditor switch, IE's download prompt, Adobe's cross-domain policy) stay with pages.
 */
const API_POLICY = "default-src 'none';frame-ancestors 'none'";
const API_HEADERS = [
  "x-content-type-options",
  "x-frame-options",
  "cross-origin-resource-policy",
  "referrer-policy",
  "strict-transport-security",
];

function isApiUrl(url: string): boolean {
  return url.startsWith("/api/");
}

/**
 * The headers helmet sets for these options. They do not depend on the request, so helmet
 * runs once, against a response that only records them (issue 12: running its middleware
 * chain on every answer cost more than the rest of a cached API answer).
 */
export function helmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
}

/** Security headers (pages: CSP with per-request script nonces), cookies and a global rate limit. */
async function security(app: FastifyInstance, { env }: SecurityOptions) {
  const https = env.PUBLIC_URL?.startsWith("https:") ?? false;
  const dev = env.NODE_ENV === "development";
  if (env.NODE_ENV === "production" && !https) {
    app.log.warn(
      "PUBLIC_URL is not an https:// address: no HSTS, no __Host- cookie names, and session cookies are Secure only on requests that arrive over HTTPS (behind a TLS proxy set TRUST_PROXY to its hop count or address range). Set PUBLIC_URL=https://... in production.",
    );
  }
  // The policy is written once; each answer only puts in its own nonce (helmet would build
  // the whole header again for every request).
  const [beforeNonce, afterNonce] = contentSecurityPolicy({ dev, https }).split(NONCE_SLOT);
  const constantHeaders = helmetHeaders({
    contentSecurityPolicy: false,
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // Matches frame-ancestors 'none' for browsers that only read the older header.
    frameguard: { action: "deny" },
    crossOriginEmbedderPolicy: false,
  });
  const apiHeaders: Record<string, string> = { "content-security-policy": API_POLICY };
  for (const name of API_HEADERS) {
    const value = constantHeaders[name];
    if (value !== undefined) apiHeaders[name] = value;
  }
  app.addHook("onRequest", (request, reply, done) => {
    if (isApiUrl(request.url)) {
      reply.headers(apiHeaders);
    } else {
      reply.headers(constantHeaders);
      reply.header(
        "content-security-policy",
        `${beforeNonce}${cspNonce(request.raw)}${afterNonce}`,
      );
    }
    done();
  });
  await app.register(cookie);
  // Several instances must share one count per client, so they share Redis when configured.
  // ioredis is loaded only then (issue 12: start time).
  const redis = env.REDIS_URL
    ? new (await import("ioredis")).Redis(env.REDIS_URL, {
        connectTimeout: 1000,
        maxRetriesPerRequest: 1,
      })
    : undefined;
  if (redis) {
    redis.on("error", (error) => app.log.warn({ err: error }, "rate-limit store unavailable"));
    app.addHook("onClose", async () => {
      await redis.quit();
    });
  }
  await app.register(rateLimit, {
    global: true,
    ...(redis ? { redis, nameSpace: "rate-limit:", skipOnError: true } : {}),
    max: env.RATE_LIMIT_MAX,
    timeWindow: "1 minute",
    // Static assets are cheap and fetched in bursts by every page view.
    allowList: (request) => request.url.startsWith("/assets/"),
  });
}

export default fp(security, { name: "security" });
