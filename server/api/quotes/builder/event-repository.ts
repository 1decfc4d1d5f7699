import type { BuilderEventType } from "@shared/quotes/builder/events";
import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { builderEvents } from "../../../db/schema/builder";

export interface BuilderEvent {
  type: BuilderEventType;
  sessionId: string;
  prospectId?: number | null;
  configurationId?: string | null;
  data?: Record<string, unknown>;
}

/** Append-only funnel events of the Service Builder (issue 10, read by issue 15). */
export function createBuilderEventRepository(db: Database) {
  return {
    async record(event: BuilderEvent): Promise<void> {
      await db.insert(builderEvents).values(event);
    },

    /** Several events of one moment, in one statement. */
    async recordAll(events: readonly BuilderEvent[]): Promise<void> {
      if (events.length > 0) await db.insert(builderEvents).values([...events]);
    },

    /** When this session last recorded the event, for throttling and once-only events. */
    async last(sessionId: string, type: BuilderEventType): Promise<Date | null> {
      const [row] = await db
        .select({ createdAt: builderEvents.createdAt })
        .from(builderEvents)
        .where(and(eq(builderEvents.sessionId, sessionId), eq(builderEvents.type, type)))
        .orderBy(desc(builderEvents.createdAt))
        .limit(1);
      return row?.createdAt ?? null;
    },

    /** Every event of a session in order (tests and, later, the prospect's timeline). */
    async ofSession(sessionId: string) {
      return db
        .select({
          type: builderEvents.type,
          createdAt: builderEvents.createdAt,
          data: builderEvents.data,
        })
        .from(builderEvents)
        .where(eq(builderEvents.sessionId, sessionId))
        .orderBy(builderEvents.createdAt, builderEvents.id);
    },
  };
}

export type BuilderEventRepository = ReturnType<typeof createBuilderEventRepository>;
