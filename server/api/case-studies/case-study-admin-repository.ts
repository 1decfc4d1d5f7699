import { caseStudySchema } from "@shared/case-studies/case-study";
import {
  CASE_STUDY_EDIT_CONFLICT,
  CASE_STUDY_NOT_FOUND,
  type CaseStudyAdminItem,
  type caseStudyInputSchema,
  LAST_PUBLISHED_CASE_STUDY,
} from "@shared/case-studies/case-study-admin";
import { slugify } from "@shared/text/slugify";
import { and, asc, eq, like, max, sql } from "drizzle-orm";
import type { z } from "zod";
import type { ContentCache } from "../../cache/content-cache";
import type { Database, Transaction } from "../../db/client";
import { caseStudies } from "../../db/schema/case-studies";
import { HttpError } from "../../http/http-error";
import { caseStudyColumns } from "./case-study-repository";

type CaseStudyFields = z.output<typeof caseStudyInputSchema>;

const adminColumns = {
  ...caseStudyColumns,
  published: caseStudies.published,
  sortOrder: caseStudies.sortOrder,
  version: caseStudies.version,
  updatedAt: caseStudies.updatedAt,
};

type AdminRow = { [K in keyof typeof adminColumns]: (typeof adminColumns)[K]["_"]["data"] };

function toItem(row: AdminRow): CaseStudyAdminItem {
  const { published, sortOrder, version, updatedAt, ...study } = row;
  return {
    ...caseStudySchema.parse(study),
    published,
    sortOrder,
    version,
    updatedAt: updatedAt.toISOString(),
  };
}

/** The company's slug, with -2, -3... when another case study has it. */
async function uniqueSlug(tx: Transaction, company: string): Promise<string> {
  const base = slugify(company) || "case-study";
  const taken = new Set(
    (
      await tx
        .select({ slug: caseStudies.slug })
        .from(caseStudies)
        .where(like(caseStudies.slug, `${base}%`))
    ).map((row) => row.slug),
  );
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}

/**
 * Refuses to hide or delete the last published case study: the landing's section needs one.
 * The published rows are locked, so two staff hiding the last two at once cannot both win.
 */
async function keepOnePublished(tx: Transaction, id: number): Promise<void> {
  const published = await tx
    .select({ id: caseStudies.id })
    .from(caseStudies)
    .where(eq(caseStudies.published, true))
    .for("update");
  if (published.length === 1 && published[0]?.id === id) {
    throw new HttpError(409, LAST_PUBLISHED_CASE_STUDY);
  }
}

/**
 * Staff writes on the landing's case studies (issue 14). Each committed write drops the
 * content caches and cached pages of every instance (`cache.invalidate`, decision 029).
 */
export function createCaseStudyAdminRepository(db: Database, cache: ContentCache) {
  async function get(id: number, tx: Database | Transaction = db) {
    const [row] = await tx.select(adminColumns).from(caseStudies).where(eq(caseStudies.id, id));
    if (!row) throw new HttpError(404, CASE_STUDY_NOT_FOUND);
    return toItem(row);
  }

  /** Runs a write, then tells every cache; answers the case study as it now is. */
  async function write(id: number, change: (tx: Transaction) => Promise<void>) {
    await db.transaction(async (tx) => {
      await get(id, tx);
      await change(tx);
    });
    await cache.invalidate();
    return get(id);
  }

  /** Every case study, published or hidden, in display order. */
  async function list(): Promise<CaseStudyAdminItem[]> {
    const rows = await db
      .select(adminColumns)
      .from(caseStudies)
      .orderBy(asc(caseStudies.sortOrder), asc(caseStudies.id));
    return rows.map(toItem);
  }

  return {
    get: (id: number) => get(id),
    list,

    /** A new case study, hidden and last, until staff publish it. */
    async create(fields: CaseStudyFields): Promise<CaseStudyAdminItem> {
      const id = await db.transaction(async (tx) => {
        // One writer at a time picks the slug and the place.
        await tx.execute(sql`lock table ${caseStudies} in share row exclusive mode`);
        const [last] = await tx.select({ order: max(caseStudies.sortOrder) }).from(caseStudies);
        const [row] = await tx
          .insert(caseStudies)
          .values({
            ...fields,
            slug: await uniqueSlug(tx, fields.company),
            sortOrder: (last?.order ?? -1) + 1,
            published: false,
          })
          .returning({ id: caseStudies.id });
        if (!row) throw new Error("insert returned no row");
        return row.id;
      });
      await cache.invalidate();
      return get(id);
    },

    /** Saves on the version the editor loaded; 409 when someone saved since. */
    update: (id: number, { version, ...fields }: CaseStudyFields & { version: number }) =>
      write(id, async (tx) => {
        const saved = await tx
          .update(caseStudies)
          .set({ ...fields, version: sql`${caseStudies.version} + 1` })
          .where(and(eq(caseStudies.id, id), eq(caseStudies.version, version)))
          .returning({ id: caseStudies.id });
        if (saved.length === 0) throw new HttpError(409, CASE_STUDY_EDIT_CONFLICT);
      }),

    setPublished: (id: number, published: boolean) =>
      write(id, async (tx) => {
        if (!published) await keepOnePublished(tx, id);
        await tx.update(caseStudies).set({ published }).where(eq(caseStudies.id, id));
      }),

    /** Sets the display order from the full list of ids, in one transaction. */
    async reorder(ids: number[]): Promise<CaseStudyAdminItem[]> {
      await db.transaction(async (tx) => {
        const all = await tx.select({ id: caseStudies.id }).from(caseStudies).for("update");
        const listed = new Set(ids);
        if (all.length !== ids.length || all.some((row) => !listed.has(row.id))) {
          throw new HttpError(409, "The list changed since you loaded it. Reload and try again.");
        }
        for (const [sortOrder, id] of ids.entries()) {
          await tx.update(caseStudies).set({ sortOrder }).where(eq(caseStudies.id, id));
        }
      });
      await cache.invalidate();
      return list();
    },

    async remove(id: number): Promise<CaseStudyAdminItem> {
      const study = await get(id);
      await db.transaction(async (tx) => {
        await keepOnePublished(tx, id);
        await tx.delete(caseStudies).where(eq(caseStudies.id, id));
      });
      await cache.invalidate();
      return study;
    },
  };
}

export type CaseStudyAdminRepository = ReturnType<typeof createCaseStudyAdminRepository>;
