import type { PricingCategory } from "@shared/pricing/categories";
import { centsToDollars } from "@shared/pricing/money";
import {
  type BackupSolution,
  type PricingPlan,
  type PricingPlanRecord,
  planFeaturesSchema,
} from "@shared/pricing/schemas";
import type { pricingPlans } from "../../db/schema/pricing";

export type PlanRow = typeof pricingPlans.$inferSelect;

/**
 * Seed 000 §3 names the price `price` or `monthlyPrice`: compliance packages are sold per
 * month with an annual alternative, so they carry `monthlyPrice`; everything else `price`.
 */
const priceField = (category: string) =>
  category === ("compliance" satisfies PricingCategory) ? "monthlyPrice" : "price";

/** A stored row in the public shape: dollars derived from cents, features re-validated. */
export function toPricingPlan(row: PlanRow): PricingPlan {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    [priceField(row.category)]: centsToDollars(row.priceCents),
    period: row.period,
    ...(row.annualPriceCents === null ? {} : { annualPrice: centsToDollars(row.annualPriceCents) }),
    features: planFeaturesSchema.parse(row.features),
    ...(row.badge === null ? {} : { badge: row.badge }),
  };
}

export function toBackupSolution(row: PlanRow): BackupSolution {
  return { ...toPricingPlan(row), category: row.category as BackupSolution["category"] };
}

export function toPlanRecord(row: PlanRow): PricingPlanRecord {
  return {
    ...toPricingPlan(row),
    category: row.category as PricingPlanRecord["category"],
    kind: row.kind as PricingPlanRecord["kind"],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
