import type { FastifyReply, FastifyRequest } from "fastify";
import { PENDING_LOGIN_TTL_MS } from "./session-policy";

type Which = "session" | "pending";

/**
 * Secure whenever the browser reached us over HTTPS (`request.protocol` honours
 * TRUST_PROXY) or PUBLIC_URL says the site is HTTPS: a cookie set over TLS must never travel
 * in clear text afterwards, whatever PUBLIC_URL says.
 */
function options(reply: FastifyReply) {
  return {
    path: "/",
    httpOnly: true,
    sameSite: "lax" as const,
    secure: reply.server.auth.cookies.secure || reply.request.protocol === "https",
  };
}

export function readAuthCookie(request: FastifyRequest, which: Which): string | undefined {
  const value = request.cookies[request.server.auth.cookies[which]];
  return value && value.length <= 128 ? value : undefined;
}

/** The session cookie lives as long as the browser; the server enforces idle and absolute expiry. */
export function setAuthCookie(reply: FastifyReply, which: Which, token: string) {
  reply.setCookie(reply.server.auth.cookies[which], token, {
    ...options(reply),
    ...(which === "pending" ? { maxAge: PENDING_LOGIN_TTL_MS / 1000 } : {}),
  });
}

export function clearAuthCookie(reply: FastifyReply, which: Which) {
  reply.clearCookie(reply.server.auth.cookies[which], options(reply));
}
