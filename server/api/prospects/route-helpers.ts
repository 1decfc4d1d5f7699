import type { AuditDetails, AuditEvent } from "@shared/audit/audit-events";
import type { FastifyRequest } from "fastify";
import { auditChange } from "../auth/audit-change";
import { requireAdmin } from "../auth/guards";
import type { ActivityActor } from "./activity";

/** The signed-in staff member, as the timeline names them. */
export async function actorOf(request: FastifyRequest): Promise<ActivityActor> {
  const { user } = await requireAdmin(request);
  return { id: user.id, name: user.displayName };
}

export const auditProspect = (
  request: FastifyRequest,
  event: AuditEvent,
  prospect: { id: number; companyName: string },
  details?: AuditDetails,
) =>
  auditChange(
    request,
    event,
    { type: "prospect", id: prospect.id, label: prospect.companyName },
    details,
  );
