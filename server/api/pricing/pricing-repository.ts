import { type PricingCategory, pricingCategories } from "@shared/pricing/categories";
import { centsToDollars } from "@shared/pricing/money";
import { sortPlans } from "@shared/pricing/ordering";
import {
  type BackupSolution,
  type FeatureExplanationInput,
  type FeatureExplanations,
  featureExplanationInputSchema,
  featureExplanationSchema,
  type PricingPlan,
  type PricingPlanInput,
  type PricingPlanRecord,
  pricingPlanInputSchema,
} from "@shared/pricing/schemas";
import { asc, eq, isNull } from "drizzle-orm";
import { type ContentCache, createContentCache } from "../../cache/content-cache";
import type { Database } from "../../db/client";
import { featureExplanations, pricingPlans } from "../../db/schema/pricing";
import { hasAllSeedKeys } from "../../db/seeded";
import { type CachedAnswer, withEtag } from "../../http/conditional-get";
import { type PlanRow, toBackupSolution, toPlanRecord, toPricingPlan } from "./plan-mapper";
import { seedExplanations, seedPlans } from "./seed/seed-data";

/** Categories in tab order, each one's plans in the seed 000 §9 order. */
function inDisplayOrder(rows: PlanRow[]): PlanRow[] {
  return pricingCategories.flatMap((category) => {
    const ofCategory = rows.filter((row) => row.category === category);
    // sortPlans reads the public price field; give each row one for the comparison.
    const priced = ofCategory.map((row) => ({
      row,
      name: row.name,
      price: centsToDollars(row.priceCents),
    }));
    return sortPlans(category, priced).map(({ row }) => row);
  });
}

/**
 * Pricing plans, backup add-ons, compliance packages and the feature glossary. Reads are
 * served from an in-process cache (with their ETags); every write drops it.
 */
export function createPricingRepository(db: Database, cache: ContentCache = createContentCache()) {
  const activeRows = () =>
    cache.get("rows", async () =>
      inDisplayOrder(
        await db
          .select()
          .from(pricingPlans)
          .where(isNull(pricingPlans.archivedAt))
          .orderBy(asc(pricingPlans.id)),
      ),
    );
  const derived = <T>(key: string, build: (rows: PlanRow[]) => T) =>
    cache.get(key, async () => withEtag(build(await activeRows())));
  const plansOf = (rows: PlanRow[], category: string) =>
    rows.filter((row) => row.kind === "plan" && row.category === category);

  async function writeThenInvalidate<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } finally {
      await cache.invalidate();
    }
  }

  async function setArchived(id: string, archived: boolean): Promise<boolean> {
    return writeThenInvalidate(async () => {
      const updated = await db
        .update(pricingPlans)
        .set({ archivedAt: archived ? new Date() : null })
        .where(eq(pricingPlans.id, id))
        .returning({ id: pricingPlans.id });
      return updated.length > 0;
    });
  }

  return {
    /** GET /api/pricing/{category}: the category's plans (or compliance packages). */
    category(category: PricingCategory): Promise<CachedAnswer<PricingPlan[]>> {
      return derived(`category:${category}`, (rows) => plansOf(rows, category).map(toPricingPlan));
    },

    backupSolutions(): Promise<CachedAnswer<BackupSolution[]>> {
      return derived("backup-solutions", (rows) =>
        rows.filter((row) => row.kind === "backup-addon").map(toBackupSolution),
      );
    },

    /** Staff view: every active record, optionally of one category, add-ons included. */
    planRecords(category?: PricingCategory): Promise<CachedAnswer<PricingPlanRecord[]>> {
      return derived(`records:${category ?? "all"}`, (rows) =>
        rows.filter((row) => !category || row.category === category).map(toPlanRecord),
      );
    },

    explanations(): Promise<CachedAnswer<FeatureExplanations>> {
      return cache.get("explanations", async () => {
        const rows = await db
          .select()
          .from(featureExplanations)
          .orderBy(asc(featureExplanations.feature));
        return withEtag(
          Object.fromEntries(
            rows.map((row) => [row.feature, featureExplanationSchema.parse(row)]),
          ) as FeatureExplanations,
        );
      });
    },

    /** Creates or replaces a plan; its archived state is left as it was. */
    async upsertPlan(input: PricingPlanInput): Promise<PricingPlanRecord> {
      const plan = pricingPlanInputSchema.parse(input);
      const { id, ...fields } = plan;
      const [row] = await writeThenInvalidate(() =>
        db
          .insert(pricingPlans)
          .values(plan)
          .onConflictDoUpdate({
            target: pricingPlans.id,
            set: { ...fields, updatedAt: new Date() },
          })
          .returning(),
      );
      if (!row) throw new Error(`Plan ${id} was not written`);
      return toPlanRecord(row);
    },

    /** Hides a plan from the public site; false when there is no such plan. */
    archivePlan: (id: string) => setArchived(id, true),
    restorePlan: (id: string) => setArchived(id, false),

    async upsertExplanation(input: FeatureExplanationInput): Promise<void> {
      const { feature, ...entry } = featureExplanationInputSchema.parse(input);
      await writeThenInvalidate(() =>
        db
          .insert(featureExplanations)
          .values({ feature, ...entry })
          .onConflictDoUpdate({
            target: featureExplanations.feature,
            set: { ...entry, updatedAt: new Date() },
          }),
      );
    },

    /** Demo catalogue; existing rows (and staff edits to them) are left alone. */
    async seed(): Promise<void> {
      const seeded = await Promise.all([
        hasAllSeedKeys(
          db,
          pricingPlans,
          pricingPlans.id,
          seedPlans.map((plan) => plan.id),
        ),
        hasAllSeedKeys(
          db,
          featureExplanations,
          featureExplanations.feature,
          seedExplanations.map((entry) => entry.feature),
        ),
      ]);
      if (seeded.every(Boolean)) return;
      await writeThenInvalidate(async () => {
        await db
          .insert(pricingPlans)
          .values(seedPlans.map((plan) => pricingPlanInputSchema.parse(plan)))
          .onConflictDoNothing();
        await db
          .insert(featureExplanations)
          .values(seedExplanations.map((entry) => featureExplanationInputSchema.parse(entry)))
          .onConflictDoNothing();
      });
    },
  };
}

export type PricingRepository = ReturnType<typeof createPricingRepository>;
