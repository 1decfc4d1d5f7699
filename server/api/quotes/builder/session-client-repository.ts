import {
  MAX_NEW_SESSIONS_PER_IP_PER_DAY,
  NEW_SESSION_WINDOW_MS,
} from "@shared/quotes/builder/storage-limits";
import { and, asc, eq, gt, lt, sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { rowsOf } from "../../../db/rows";
import { builderSessionClients } from "../../../db/schema/builder";

export type Admission = { admitted: true } | { admitted: false; retryAfterSeconds: number };

/**
 * The daily cap on new builder sessions that write, per client address (decision 045). It is
 * counted in the database so every instance sees the same count; the address's advisory lock
 * makes the count and the insert one step, so parallel first writes cannot slip past it.
 */
export function createSessionClientRepository(db: Database) {
  return {
    /**
     * Admits a session's write: at once for a session that wrote before (its draft, one of its
     * configurations or its admission exists), else when its client has started fewer than
     * the cap in the last 24 hours, which records it.
     */
    async admit(sessionId: string, client: string, now = new Date()): Promise<Admission> {
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtextextended(${`builder-clients:${client}`}, 0))`,
        );
        const [known] = rowsOf<{ known: boolean }>(
          await tx.execute(sql`select
            exists (select 1 from builder_session_clients where session_id = ${sessionId})
            or exists (select 1 from builder_drafts where session_id = ${sessionId})
            or exists (select 1 from configurations where session_id = ${sessionId}) as known`),
        );
        if (known?.known) return { admitted: true };
        const recent = await tx
          .select({ createdAt: builderSessionClients.createdAt })
          .from(builderSessionClients)
          .where(
            and(
              eq(builderSessionClients.client, client),
              gt(builderSessionClients.createdAt, new Date(now.getTime() - NEW_SESSION_WINDOW_MS)),
            ),
          )
          .orderBy(asc(builderSessionClients.createdAt))
          .limit(MAX_NEW_SESSIONS_PER_IP_PER_DAY);
        const oldest = recent[0]?.createdAt;
        if (oldest && recent.length >= MAX_NEW_SESSIONS_PER_IP_PER_DAY) {
          const waitMs = oldest.getTime() + NEW_SESSION_WINDOW_MS - now.getTime();
          return { admitted: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
        }
        await tx
          .insert(builderSessionClients)
          .values({ sessionId, client, createdAt: now })
          .onConflictDoNothing();
        return { admitted: true };
      });
    },

    /** Forgets admissions older than `before` (the count needs only the last day). */
    async prune(before: Date): Promise<number> {
      const rows = await db
        .delete(builderSessionClients)
        .where(lt(builderSessionClients.createdAt, before))
        .returning({ sessionId: builderSessionClients.sessionId });
      return rows.length;
    },
  };
}

export type SessionClientRepository = ReturnType<typeof createSessionClientRepository>;
