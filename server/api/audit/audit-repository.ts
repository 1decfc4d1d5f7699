import { type AuditDetails, type AuditEvent, auditDetailsSchema } from "@shared/audit/audit-events";
import type { Database, Executor } from "../../db/client";
import { auditLog } from "../../db/schema/audit";

export interface AuditRecord {
  event: AuditEvent;
  actorId?: string | null;
  actorUsername?: string | null;
  targetType?: string;
  targetId?: string;
  targetLabel?: string;
  ip?: string | null;
  userAgent?: string | null;
  details?: AuditDetails;
}

export function createAuditRepository(db: Database) {
  return {
    /** `executor` lets a change's own transaction carry its audit entry (decision 048). */
    async record(entry: AuditRecord, executor: Executor = db): Promise<void> {
      await executor.insert(auditLog).values({
        ...entry,
        userAgent: entry.userAgent?.slice(0, 256) ?? null,
        details: auditDetailsSchema.parse(entry.details ?? {}),
      });
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
