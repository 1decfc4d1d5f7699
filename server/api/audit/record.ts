import type { FastifyRequest } from "fastify";
import type { Authenticated } from "../auth/authenticate";
import type { AuditRecord } from "./audit-repository";

/** Writes an audit entry with the request's address and browser. */
export function audit(
  request: FastifyRequest,
  entry: Omit<AuditRecord, "ip" | "userAgent">,
): Promise<void> {
  return request.server.repositories.audit.record({
    ...entry,
    ip: request.ip,
    userAgent: request.headers["user-agent"] ?? null,
  });
}

/** The acting user's fields of an audit entry. */
export function actor(auth: Authenticated) {
  return { actorId: auth.user.id, actorUsername: auth.user.username };
}
