import type { AuditDetails, AuditEvent } from "@shared/audit/audit-events";
import type { FastifyRequest } from "fastify";
import type { Authenticated } from "../auth/authenticate";
import { requireAdmin } from "../auth/guards";
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

/** An administrator's change to a record; the actor is the request's signed-in admin. */
export async function auditChange(
  request: FastifyRequest,
  event: AuditEvent,
  target: { type: string; id: number | string; label: string },
  details?: AuditDetails,
): Promise<void> {
  const auth = await requireAdmin(request);
  await audit(request, {
    event,
    ...actor(auth),
    targetType: target.type,
    targetId: String(target.id),
    targetLabel: target.label,
    ...(details ? { details } : {}),
  });
}
