import type { AuthUser } from "@shared/auth/user";
import type { FastifyRequest } from "fastify";
import { readAuthCookie } from "./cookies";

export interface Authenticated {
  user: AuthUser;
  sessionId: string;
}

const resolved = new WeakMap<FastifyRequest, Promise<Authenticated | null>>();

/** The signed-in user behind the request's session cookie; looked up once per request. */
export function authenticate(request: FastifyRequest): Promise<Authenticated | null> {
  let pending = resolved.get(request);
  if (!pending) {
    const token = readAuthCookie(request, "session");
    pending = token ? request.server.repositories.sessions.resolve(token) : Promise.resolve(null);
    resolved.set(request, pending);
  }
  return pending;
}
