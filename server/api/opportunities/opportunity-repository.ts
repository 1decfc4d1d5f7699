import type {
  OpportunityInput,
  OpportunityMove,
  OpportunityUpdate,
} from "@shared/opportunities/opportunity";
import { dollarsToCents } from "@shared/pricing/money";
import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { opportunities } from "../../db/schema/opportunities";
import { type ActivityActor, recordActivity } from "../prospects/activity";
import { createOpportunityQueries } from "./opportunity-queries";
import { referenceErrors } from "./opportunity-references";
import { moveOpportunity } from "./stage-move";

export type WriteResult<T> =
  | { outcome: "done"; value: T }
  | { outcome: "conflict" }
  | { outcome: "not-found" };

const cents = (input: { monthly: number; setup: number }) => ({
  monthlyCents: dollarsToCents(input.monthly),
  setupCents: dollarsToCents(input.setup),
});

/** The pipeline's deals (issue 13 §3); every stage change lands on the prospect's timeline. */
export function createOpportunityRepository(db: Database) {
  const queries = createOpportunityQueries(db);

  async function answer(
    id: string,
  ): Promise<WriteResult<NonNullable<Awaited<ReturnType<typeof queries.get>>>>> {
    const value = await queries.get(id);
    return value ? { outcome: "done", value } : { outcome: "not-found" };
  }

  return {
    ...queries,

    referenceErrors: (input: Parameters<typeof referenceErrors>[1]) => referenceErrors(db, input),

    /** A new deal; "conflict" when its quote already has one (the unique configuration). */
    async create(input: OpportunityInput, actor: ActivityActor) {
      const id = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(opportunities)
          .values({
            prospectId: input.prospectId,
            configurationId: input.configurationId,
            name: input.name,
            stage: input.stage,
            ownerUserId: input.ownerUserId,
            ...cents(input),
            expectedCloseDate: input.expectedCloseDate,
          })
          .onConflictDoNothing()
          .returning();
        if (!created) return null;
        await recordActivity(tx, {
          prospectId: created.prospectId,
          type: "opportunity_created",
          actor,
          data: { opportunityId: created.id, name: created.name, stage: created.stage },
        });
        return created.id;
      });
      return id ? answer(id) : ({ outcome: "conflict" } as const);
    },

    /** Edits the details (not the stage: that is a move) on top of the version loaded. */
    async update(id: string, update: OpportunityUpdate) {
      const { version, monthly, setup, ...rest } = update;
      const rows = await db
        .update(opportunities)
        .set({ ...rest, ...cents({ monthly, setup }), version: sql`${opportunities.version} + 1` })
        .where(and(eq(opportunities.id, id), eq(opportunities.version, version)))
        .returning({ id: opportunities.id });
      if (rows.length > 0) return answer(id);
      return (await queries.get(id))
        ? ({ outcome: "conflict" } as const)
        : ({ outcome: "not-found" } as const);
    },

    async move(id: string, move: OpportunityMove, actor: ActivityActor) {
      const moved = await db.transaction((tx) =>
        moveOpportunity(tx, id, {
          to: move.stage,
          lostReason: move.lostReason,
          actor,
          expectedVersion: move.version,
        }),
      );
      if (moved === "conflict") return { outcome: "conflict" } as const;
      return moved ? answer(id) : ({ outcome: "not-found" } as const);
    },

    /** Archive (true) or restore (false); doing it twice changes nothing. */
    async setArchived(id: string, archived: boolean) {
      await db
        .update(opportunities)
        .set({
          archivedAt: archived ? new Date() : null,
          version: sql`${opportunities.version} + 1`,
        })
        .where(
          and(
            eq(opportunities.id, id),
            archived ? isNull(opportunities.archivedAt) : isNotNull(opportunities.archivedAt),
          ),
        );
      return answer(id);
    },
  };
}

export type OpportunityRepository = ReturnType<typeof createOpportunityRepository>;
