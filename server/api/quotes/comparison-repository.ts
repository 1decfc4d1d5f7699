import type {
  Comparison,
  ComparisonDetail,
  ComparisonItem,
  ComparisonQuery,
  ComparisonSummary,
} from "@shared/quotes/comparison";
import { comparisonView } from "@shared/quotes/comparison-view";
import type { SnapshotOption } from "@shared/quotes/snapshot";
import { and, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { containing } from "../../db/like";
import { prospects } from "../../db/schema/prospects";
import { quoteComparisons } from "../../db/schema/quotes";
import { snapshotOption } from "./snapshot-option";

type Row = typeof quoteComparisons.$inferSelect;

export interface ComparisonWrite {
  name: string;
  items: readonly ComparisonItem[];
  prospectId: number | null;
}

export type ComparisonOptions =
  | { outcome: "found"; options: SnapshotOption[]; prospectId: number | null }
  | { outcome: "missing"; index: number; item: ComparisonItem };

export type ComparisonUpdate =
  | { outcome: "updated"; comparison: Comparison }
  | { outcome: "conflict" }
  | { outcome: "not-found" };

function toComparison(row: Row, companyName: string | null): Comparison {
  return {
    id: row.id,
    name: row.name,
    prospect:
      row.prospectId !== null && companyName !== null ? { id: row.prospectId, companyName } : null,
    itemCount: row.items.length,
    items: row.items.map(({ configurationId, version, label }) => ({
      configurationId,
      version,
      label,
    })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const summaryOf = ({ items: _items, ...summary }: Comparison): ComparisonSummary => summary;

/**
 * The next updated_at: now to the millisecond (what the API shows), and always later than the
 * previous one, so two saves in the same millisecond still tell an old copy from a new one.
 */
const nextUpdatedAt = sql`greatest(date_trunc('milliseconds', clock_timestamp()), ${quoteComparisons.updatedAt} + interval '1 millisecond')`;

/** Saved quote comparisons (issue 11): a name and two to four configuration versions. */
export function createComparisonRepository(db: Database) {
  const withProspect = () =>
    db
      .select({ comparison: quoteComparisons, companyName: prospects.companyName })
      .from(quoteComparisons)
      .leftJoin(prospects, eq(prospects.id, quoteComparisons.prospectId));

  async function get(id: string): Promise<Comparison | null> {
    const [row] = await withProspect().where(eq(quoteComparisons.id, id));
    return row ? toComparison(row.comparison, row.companyName) : null;
  }

  /** Each item's frozen content as saved (labels applied), or the first one that is missing. */
  async function options(items: readonly ComparisonItem[]): Promise<ComparisonOptions> {
    const found: SnapshotOption[] = [];
    let prospectId: number | null = null;
    for (const [index, item] of items.entries()) {
      const frozen = await snapshotOption(db, item);
      if (!frozen) return { outcome: "missing", index, item };
      found.push(frozen.option);
      prospectId ??= frozen.configuration.prospectId;
    }
    return { outcome: "found", options: found, prospectId };
  }

  return {
    get,
    options,

    /** Newest change first; `q` searches the name and the prospect's company. */
    async list(query: ComparisonQuery): Promise<{ items: ComparisonSummary[]; total: number }> {
      const { q, page, limit } = query;
      let where: SQL | undefined;
      if (q) {
        const pattern = containing(q);
        where = or(ilike(quoteComparisons.name, pattern), ilike(prospects.companyName, pattern));
      }
      const [rows, [total]] = await Promise.all([
        withProspect()
          .where(where)
          .orderBy(desc(quoteComparisons.updatedAt), desc(quoteComparisons.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db
          .select({ value: count() })
          .from(quoteComparisons)
          .leftJoin(prospects, eq(prospects.id, quoteComparisons.prospectId))
          .where(where),
      ]);
      return {
        items: rows.map((row) => summaryOf(toComparison(row.comparison, row.companyName))),
        total: total?.value ?? 0,
      };
    },

    /** The comparison with its side-by-side data; versions that vanished are listed apart. */
    async detail(id: string): Promise<ComparisonDetail | null> {
      const comparison = await get(id);
      if (!comparison) return null;
      const present: SnapshotOption[] = [];
      const missing: Comparison["items"] = [];
      for (const item of comparison.items) {
        const frozen = await snapshotOption(db, item);
        if (frozen) present.push(frozen.option);
        else missing.push(item);
      }
      return {
        comparison,
        view: present.length > 0 ? comparisonView(present) : null,
        missing,
      };
    },

    async create(write: ComparisonWrite, createdByUserId: string): Promise<Comparison> {
      // Milliseconds, like the API shows it, so the editor's copy compares equal.
      const now = new Date();
      const [row] = await db
        .insert(quoteComparisons)
        .values({
          name: write.name,
          items: [...write.items],
          prospectId: write.prospectId,
          createdByUserId,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: quoteComparisons.id });
      const created = row ? await get(row.id) : null;
      if (!created) throw new Error("The comparison was not written");
      return created;
    },

    /** Only on top of the copy the editor loaded (`expectedUpdatedAt`), else a conflict. */
    async update(
      id: string,
      write: ComparisonWrite,
      expectedUpdatedAt: Date,
    ): Promise<ComparisonUpdate> {
      const [row] = await db
        .update(quoteComparisons)
        .set({
          name: write.name,
          items: [...write.items],
          prospectId: write.prospectId,
          updatedAt: nextUpdatedAt,
        })
        .where(
          and(
            eq(quoteComparisons.id, id),
            sql`date_trunc('milliseconds', ${quoteComparisons.updatedAt}) = ${expectedUpdatedAt.toISOString()}::timestamptz`,
          ),
        )
        .returning({ id: quoteComparisons.id });
      if (row) {
        const comparison = await get(row.id);
        if (comparison) return { outcome: "updated", comparison };
      }
      return (await get(id)) ? { outcome: "conflict" } : { outcome: "not-found" };
    },

    /** Deletes it; share links made from it stay (their comparison id becomes null). */
    async remove(id: string): Promise<Comparison | null> {
      const comparison = await get(id);
      if (!comparison) return null;
      const rows = await db
        .delete(quoteComparisons)
        .where(eq(quoteComparisons.id, id))
        .returning({ id: quoteComparisons.id });
      return rows.length > 0 ? comparison : null;
    },
  };
}

export type ComparisonRepository = ReturnType<typeof createComparisonRepository>;
