import { pricingCategories } from "@shared/pricing/categories";
import type { BackupSolution, PricingPlan } from "@shared/pricing/schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiData } from "~/lib/api-client";
import { type PricingLists, toPricingLists } from "../pricing-data";

/** Seed 000 §8: the message the section shows when the catalogue cannot be loaded. */
export const PRICING_LOAD_ERROR = "Failed to load pricing data";

/** Seed 000 §7: every pricing call is issued together, and all of them must succeed. */
export async function fetchPricingLists(): Promise<PricingLists> {
  try {
    const [backupSolutions, ...lists] = await Promise.all([
      apiData<BackupSolution[]>("/api/pricing/backup-solutions"),
      ...pricingCategories.map((category) => apiData<PricingPlan[]>(`/api/pricing/${category}`)),
    ]);
    return toPricingLists(backupSolutions, lists);
  } catch (error) {
    console.error(PRICING_LOAD_ERROR, error);
    throw error;
  }
}

export const pricingListsQuery = queryOptions({
  queryKey: ["pricing", "lists"],
  queryFn: fetchPricingLists,
});

/** The catalogue: the loader's copy first, refetched with the seed 001 query defaults. */
export function usePricingLists(initial: PricingLists | null) {
  return useQuery({ ...pricingListsQuery, initialData: initial ?? undefined });
}
