import { type PricingCategory, pricingCategories } from "@shared/pricing/categories";
import type { BackupSolution, FeatureExplanations, PricingPlan } from "@shared/pricing/schemas";

/** Seed 000 §3 pricing state: one list per category plus the backup add-ons. */
export interface PricingLists {
  categories: Record<PricingCategory, PricingPlan[]>;
  backupSolutions: BackupSolution[];
}

/** What the home route's loader hands to the section. */
export interface PricingSectionData {
  /** Null when the server could not read the catalogue; the browser then fetches it. */
  pricing: PricingLists | null;
  explanations: FeatureExplanations;
}

/** Files the per-category answers (given in `pricingCategories` order) under their category. */
export function toPricingLists(
  backupSolutions: BackupSolution[],
  lists: PricingPlan[][],
): PricingLists {
  const categories = Object.fromEntries(
    pricingCategories.map((category, index) => [category, lists[index] ?? []]),
  ) as PricingLists["categories"];
  return { categories, backupSolutions };
}
