import type { AuthUser } from "@shared/auth/user";
import type { FastifyRequest } from "fastify";
import type { AuditRecord } from "./audit-repository";

/*
 * The audit trail is written by every module, sign-in included, so it knows nothing of
 * auth: the acting user is handed in (decision 051). `auditChange`, which asks auth for the
 * signed-in admin, lives in server/api/auth/audit-change.ts.
 */

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
export function actor(auth: { user: Pick<AuthUser, "id" | "username"> }) {
  return { actorId: auth.user.id, actorUsername: auth.user.username };
}
