import { stageChange } from "@shared/opportunities/stage-rules";
import type { OpportunityStage } from "@shared/opportunities/stages";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { opportunities } from "../../db/schema/opportunities";
import { prospects } from "../../db/schema/prospects";
import { type ActivityActor, recordActivity } from "../prospects/activity";

type OpportunityRow = typeof opportunities.$inferSelect;

export interface StageMove {
  to: OpportunityStage;
  lostReason?: string | null;
  actor?: ActivityActor | null;
  /** Only move when the row still has this version (staff moves); automation omits it. */
  expectedVersion?: number;
  /** Columns that change with the move (the accepted option's value). */
  also?: Partial<
    Pick<OpportunityRow, "monthlyCents" | "setupCents" | "configurationId" | "billing">
  >;
  /** Why it moved on its own ("quote accepted"), for the timeline. */
  cause?: string;
}

/**
 * Moves one opportunity and writes its timeline row in the caller's transaction. Answers the
 * new row, "conflict" when the version is stale, null when it does not exist.
 */
export async function moveOpportunity(
  tx: Transaction,
  id: string,
  move: StageMove,
): Promise<OpportunityRow | "conflict" | null> {
  const [current] = await tx
    .select()
    .from(opportunities)
    .where(eq(opportunities.id, id))
    .for("update");
  if (!current) return null;
  if (move.expectedVersion !== undefined && current.version !== move.expectedVersion) {
    return "conflict";
  }
  const from = current.stage as OpportunityStage;
  const change = stageChange(from, move.to, move.lostReason ?? null, new Date());
  if (!change && !move.also) return current;
  const [moved] = await tx
    .update(opportunities)
    .set({ ...change, ...move.also, version: sql`${opportunities.version} + 1` })
    .where(and(eq(opportunities.id, id), eq(opportunities.version, current.version)))
    .returning();
  if (!moved) return "conflict";
  if (change) {
    await recordActivity(tx, {
      prospectId: moved.prospectId,
      type: "opportunity_stage_changed",
      actor: move.actor ?? null,
      data: {
        opportunityId: moved.id,
        name: moved.name,
        from,
        to: move.to,
        ...(move.to === "lost" ? { reason: move.lostReason } : {}),
        ...(move.cause ? { cause: move.cause } : {}),
      },
    });
    if (move.to === "won") await prospectWon(tx, moved.prospectId, move.actor ?? null);
  }
  return moved;
}

/**
 * A won deal makes its prospect a customer: the prospect's status follows to "won" (issue 34:
 * it stayed "New" after the deal was Won), with the same timeline row a staff change writes.
 * Moving the deal back later leaves the status to staff, like a lost deal does.
 */
export async function prospectWon(
  tx: Transaction,
  prospectId: number,
  actor: ActivityActor | null,
) {
  const [before] = await tx
    .select({ status: prospects.status })
    .from(prospects)
    .where(eq(prospects.id, prospectId));
  if (!before || before.status === "won") return;
  const [changed] = await tx
    .update(prospects)
    .set({ status: "won", version: sql`${prospects.version} + 1`, updatedAt: new Date() })
    .where(and(eq(prospects.id, prospectId), ne(prospects.status, "won")))
    .returning({ id: prospects.id });
  if (!changed) return;
  await recordActivity(tx, {
    prospectId,
    type: "status_changed",
    actor,
    data: { from: before.status, to: "won", cause: "deal_won" },
  });
}
