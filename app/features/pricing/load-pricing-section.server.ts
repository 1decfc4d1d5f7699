import { pricingCategories } from "@shared/pricing/categories";
import type { AppLoadContext } from "react-router";
import { type PricingLists, type PricingSectionData, toPricingLists } from "./pricing-data";

type PricingRepository = AppLoadContext["repositories"]["pricing"];

async function readLists(pricing: PricingRepository): Promise<PricingLists> {
  const [backupSolutions, ...lists] = await Promise.all([
    pricing.backupSolutions(),
    ...pricingCategories.map((category) => pricing.category(category)),
  ]);
  return toPricingLists(
    backupSolutions.data,
    lists.map((list) => list.data),
  );
}

/**
 * For the home route's loader: the catalogue for the first paint. A failure never breaks
 * the page: without pricing the section fetches it in the browser; without the glossary
 * the table simply has no tooltips.
 */
export async function loadPricingSection(
  repositories: AppLoadContext["repositories"],
): Promise<PricingSectionData> {
  const [pricing, explanations] = await Promise.allSettled([
    readLists(repositories.pricing),
    repositories.pricing.explanations(),
  ]);
  if (pricing.status === "rejected") console.error("Failed to load pricing data", pricing.reason);
  if (explanations.status === "rejected") {
    console.error("Failed to load feature explanations", explanations.reason);
  }
  return {
    pricing: pricing.status === "fulfilled" ? pricing.value : null,
    explanations: explanations.status === "fulfilled" ? explanations.value.data : {},
  };
}
