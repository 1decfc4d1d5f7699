import {
  ALL_SEGMENTS,
  type Cell,
  type Counts,
  cellKey,
  countsOf,
} from "@shared/similar-companies/counts";
import type { QuoteTransaction } from "@shared/similar-companies/transactions";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client";
import {
  similarCompanyCounts,
  similarCompanyHiddenPatterns,
  similarCompanyQuotes,
} from "../../db/schema/similar-companies";

/**
 * The module's three tables (decision 071): what each quote counts as, the counts, and the
 * patterns staff hid. Counting writes take the quote use case's transaction.
 */
export function createSimilarCompaniesRepository(db: Database) {
  return {
    /** What the quote counts as now, its row locked until the transaction ends. */
    async counted(tx: Transaction, configurationId: string): Promise<QuoteTransaction | null> {
      const [row] = await tx
        .select()
        .from(similarCompanyQuotes)
        .where(eq(similarCompanyQuotes.configurationId, configurationId))
        .for("update");
      return row ? { segment: row.segment, services: row.serviceIds, kind: row.kind } : null;
    },

    /** The quote now counts as `next` (null: not at all), and the counts change by `changes`. */
    async count(
      tx: Transaction,
      configurationId: string,
      next: QuoteTransaction | null,
      changes: readonly Cell[],
    ): Promise<void> {
      if (next) {
        const row = { segment: next.segment, serviceIds: [...next.services], kind: next.kind };
        await tx
          .insert(similarCompanyQuotes)
          .values({ configurationId, ...row })
          .onConflictDoUpdate({
            target: similarCompanyQuotes.configurationId,
            set: { ...row, updatedAt: new Date() },
          });
      } else {
        await tx
          .delete(similarCompanyQuotes)
          .where(eq(similarCompanyQuotes.configurationId, configurationId));
      }
      if (changes.length === 0) return;
      // One row at a time in the changes' key order, so two acceptances at once lock rows in
      // the same order. A change that takes a quote away meets a row that holds it (and the
      // check refuses a negative insert); one that only adds may be the row's first.
      for (const change of changes) {
        const cell = and(
          eq(similarCompanyCounts.segment, change.segment),
          eq(similarCompanyCounts.serviceId, change.serviceId),
        );
        const added = {
          accepted: sql`${similarCompanyCounts.accepted} + ${change.accepted}`,
          saved: sql`${similarCompanyCounts.saved} + ${change.saved}`,
        };
        if (change.accepted < 0 || change.saved < 0) {
          await tx.update(similarCompanyCounts).set(added).where(cell);
        } else {
          await tx
            .insert(similarCompanyCounts)
            .values({ ...change })
            .onConflictDoUpdate({
              target: [similarCompanyCounts.segment, similarCompanyCounts.serviceId],
              set: added,
            });
        }
      }
      const segments = [...new Set(changes.map((change) => change.segment))];
      await tx
        .delete(similarCompanyCounts)
        .where(
          and(
            inArray(similarCompanyCounts.segment, segments),
            eq(similarCompanyCounts.accepted, 0),
            eq(similarCompanyCounts.saved, 0),
          ),
        );
    },

    /** The counts of one segment with those of every quote (what its rules need), or all. */
    async counts(segment?: string): Promise<Counts> {
      const rows = await db
        .select()
        .from(similarCompanyCounts)
        .where(
          segment === undefined
            ? undefined
            : inArray(similarCompanyCounts.segment, [segment, ALL_SEGMENTS]),
        );
      return countsOf(rows);
    },

    /** The hidden patterns (of one segment, when given), by their cell's key. */
    async hidden(segment?: string): Promise<Set<string>> {
      const rows = await db
        .select({
          segment: similarCompanyHiddenPatterns.segment,
          serviceId: similarCompanyHiddenPatterns.serviceId,
        })
        .from(similarCompanyHiddenPatterns)
        .where(
          segment === undefined ? undefined : eq(similarCompanyHiddenPatterns.segment, segment),
        );
      return new Set(rows.map((row) => cellKey(row.segment, row.serviceId)));
    },

    /** Hides a pattern from the builder or shows it again; doing it twice changes nothing. */
    async setHidden(
      pattern: { segment: string; serviceId: number; hidden: boolean },
      byUserId: string,
    ): Promise<void> {
      const { segment, serviceId } = pattern;
      if (pattern.hidden) {
        await db
          .insert(similarCompanyHiddenPatterns)
          .values({ segment, serviceId, hiddenByUserId: byUserId })
          .onConflictDoNothing();
        return;
      }
      await db
        .delete(similarCompanyHiddenPatterns)
        .where(
          and(
            eq(similarCompanyHiddenPatterns.segment, segment),
            eq(similarCompanyHiddenPatterns.serviceId, serviceId),
          ),
        );
    },
  };
}

export type SimilarCompaniesRepository = ReturnType<typeof createSimilarCompaniesRepository>;
