import type { AuthUser } from "@shared/auth/user";
import type { FastifyReply, FastifyRequest } from "fastify";
import { audit } from "../audit/record";
import { clearAuthCookie, readAuthCookie, setAuthCookie } from "./cookies";

/**
 * After the account's password or second factor changes, this device carries on under a new
 * session token: a copy of the old cookie, taken before the change, is worthless after it.
 */
export async function rotateSession(
  request: FastifyRequest,
  reply: FastifyReply,
  sessionId: string,
): Promise<void> {
  setAuthCookie(reply, "session", await request.server.repositories.sessions.rotate(sessionId));
}

/**
 * Completes a sign-in: the browser's previous session (if any) is dropped and a fresh token
 * issued, so a token planted before sign-in is worthless after it (session fixation).
 */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  user: AuthUser,
): Promise<void> {
  const { sessions, throttle } = request.server.repositories;
  const { userAccounts: users } = request.server.services;
  const previous = readAuthCookie(request, "session");
  const replaced = previous ? await sessions.deleteByToken(previous) : undefined;
  if (replaced) await request.server.staffHub.announceSessionsEnded(replaced.userId);
  const session = await sessions.create(user.id, {
    ip: request.ip,
    userAgent: request.headers["user-agent"]?.slice(0, 256) ?? null,
  });
  setAuthCookie(reply, "session", session.token);
  clearAuthCookie(reply, "pending");
  await Promise.all([users.recordLogin(user.id), throttle.clearAccount(user.username)]);
  await audit(request, {
    event: "login.succeeded",
    actorId: user.id,
    actorUsername: user.username,
    details: { mfa: user.mfaEnabled },
  });
}
