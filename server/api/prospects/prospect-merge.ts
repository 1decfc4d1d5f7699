import { asc, eq, inArray, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database, Transaction } from "../../db/client";
import { builderDrafts, builderEvents } from "../../db/schema/builder";
import { configurations } from "../../db/schema/configurations";
import { inquiries } from "../../db/schema/inquiries";
import { opportunities } from "../../db/schema/opportunities";
import { prospectActivities, prospectContacts, prospects } from "../../db/schema/prospects";
import { quoteComparisons, quoteShares } from "../../db/schema/quotes";
import { HttpError } from "../../http/http-error";
import { type ActivityActor, recordActivity } from "./activity";
import { assertVersion, PROSPECT_NOT_FOUND, type ProspectRow } from "./prospect-rules";

/**
 * Every table that points at a prospect. A merge moves each one's rows to the prospect kept;
 * a table missing here would lose its rows to the delete's cascade or set-null.
 */
const linkedTables: Record<string, { table: PgTable; column: AnyPgColumn }> = {
  contacts: { table: prospectContacts, column: prospectContacts.prospectId },
  quotes: { table: configurations, column: configurations.prospectId },
  shares: { table: quoteShares, column: quoteShares.prospectId },
  comparisons: { table: quoteComparisons, column: quoteComparisons.prospectId },
  inquiries: { table: inquiries, column: inquiries.prospectId },
  drafts: { table: builderDrafts, column: builderDrafts.prospectId },
  builderEvents: { table: builderEvents, column: builderEvents.prospectId },
  opportunities: { table: opportunities, column: opportunities.prospectId },
  activities: { table: prospectActivities, column: prospectActivities.prospectId },
};

async function moveRows(tx: Transaction, fromId: number, toId: number) {
  const moved: Record<string, number> = {};
  for (const [name, { table, column }] of Object.entries(linkedTables)) {
    // Both drivers (PGlite, node-postgres) answer with `rows`; their row counts differ.
    const result = (await tx.execute(
      sql`with moved as (update ${table} set ${sql.identifier(column.name)} = ${toId} where ${column} = ${fromId} returning 1) select count(*)::int as count from moved`,
    )) as unknown as { rows: { count: number }[] };
    moved[name] = Number(result.rows[0]?.count ?? 0);
  }
  return moved;
}

/** Locks both rows in id order, so two merges of the same pair cannot deadlock. */
async function lockPair(tx: Transaction, keepId: number, otherId: number) {
  const rows = await tx
    .select()
    .from(prospects)
    .where(inArray(prospects.id, [keepId, otherId]))
    .orderBy(asc(prospects.id))
    .for("update");
  const keep = rows.find((row) => row.id === keepId);
  const other = rows.find((row) => row.id === otherId);
  if (!keep || !other) throw new HttpError(404, PROSPECT_NOT_FOUND);
  return { keep, other };
}

export function createProspectMerge(db: Database) {
  /**
   * Keeps `keepId` and moves everything of `otherId` to it (its contacts as secondary ones),
   * then deletes `otherId`; all in one transaction.
   */
  return function merge(
    keepId: number,
    otherId: number,
    version: number,
    actor: ActivityActor,
  ): Promise<{ other: ProspectRow; moved: Record<string, number> }> {
    if (keepId === otherId) {
      throw new HttpError(400, "Check the highlighted fields", {
        otherId: "Choose another prospect to merge into this one",
      });
    }
    return db.transaction(async (tx) => {
      const { keep, other } = await lockPair(tx, keepId, otherId);
      assertVersion(keep, version);
      // The kept prospect keeps its one primary contact.
      await tx
        .update(prospectContacts)
        .set({ isPrimary: false })
        .where(eq(prospectContacts.prospectId, otherId));
      const moved = await moveRows(tx, otherId, keepId);
      await tx.delete(prospects).where(eq(prospects.id, otherId));
      await tx
        .update(prospects)
        .set({
          tags: [...new Set([...keep.tags, ...other.tags])],
          companySize: keep.companySize ?? other.companySize,
          version: sql`${prospects.version} + 1`,
        })
        .where(eq(prospects.id, keepId));
      await recordActivity(tx, {
        prospectId: keepId,
        type: "merged",
        actor,
        data: { companyName: other.companyName, email: other.email, mergedId: otherId, moved },
      });
      return { other, moved };
    });
  };
}
