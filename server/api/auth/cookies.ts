import type { FastifyReply, FastifyRequest } from "fastify";
import { PENDING_LOGIN_TTL_MS } from "./session-policy";

type Which = "session" | "pending";

function options(reply: FastifyReply) {
  return {
    path: "/",
    httpOnly: true,
    sameSite: "lax" as const,
    secure: reply.server.auth.cookies.secure,
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
