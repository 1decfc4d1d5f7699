import type { AuditDetails, AuditEvent } from "@shared/audit/audit-events";
import type { FastifyRequest } from "fastify";
import { actor, audit } from "../audit/record";
import { requireAdmin } from "./guards";

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
