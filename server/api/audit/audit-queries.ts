import { type AuditEntry, type AuditEvent, auditDetailsSchema } from "@shared/audit/audit-events";
import { and, count, desc, eq, ilike, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { auditLog } from "../../db/schema/audit";

function escapeLike(value: string): string {
  return value.replaceAll(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * The audit log as staff read it (Settings -> Audit log): a read model, public to other
 * modules like every `*-queries` file (decision 056), while writes go through the audit
 * service (decision 061).
 */
export function createAuditQueries(db: Database) {
  return {
    async list(filter: {
      event?: AuditEvent;
      actor?: string;
      page: number;
      limit: number;
    }): Promise<{ entries: AuditEntry[]; total: number }> {
      const conditions: SQL[] = [];
      if (filter.event) conditions.push(eq(auditLog.event, filter.event));
      if (filter.actor) {
        conditions.push(ilike(auditLog.actorUsername, `%${escapeLike(filter.actor)}%`));
      }
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(where)
          .orderBy(desc(auditLog.occurredAt), desc(auditLog.id))
          .limit(filter.limit)
          .offset((filter.page - 1) * filter.limit),
        db.select({ value: count() }).from(auditLog).where(where),
      ]);
      const entries = rows.map((row) => ({
        id: row.id,
        occurredAt: row.occurredAt.toISOString(),
        event: row.event,
        actorUsername: row.actorUsername,
        targetType: row.targetType,
        targetLabel: row.targetLabel,
        ip: row.ip,
        // Validated on read as on write; a row that no longer fits shows without details.
        details: auditDetailsSchema.catch({}).parse(row.details),
      }));
      return { entries, total: total?.value ?? 0 };
    },
  };
}

export type AuditQueries = ReturnType<typeof createAuditQueries>;
