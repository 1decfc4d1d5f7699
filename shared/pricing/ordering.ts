import type { PricingCategory } from "./categories";
import { type PricedPlan, planPriceCents } from "./plan-price";

/** Seed 000 §9: these categories list their plans in this fixed order of names. */
export const planNameOrder: Partial<Record<PricingCategory, readonly string[]>> = {
  "user-protection": ["Basic", "Professional", "Enterprise", "Compliance Plus"],
  "vcio-services": ["Basic", "Professional", "Enterprise"],
  "application-development": ["Starter", "Business", "Advanced Enterprise", "Managed App Service"],
};

const normalise = (name: string) => name.trim().toLowerCase();

function nameRank(order: readonly string[]) {
  const ranks = new Map(order.map((name, index) => [normalise(name), index]));
  return (plan: { name: string }) => ranks.get(normalise(plan.name)) ?? order.length;
}

function priceRank(plan: PricedPlan): number {
  return planPriceCents(plan) ?? Number.POSITIVE_INFINITY;
}

/**
 * Seed 000 §9 plan order: by the fixed name list where the category has one (unlisted plans
 * after the listed ones, in their given order), otherwise by ascending price (plans without
 * a price last). Returns a new array; ties keep their given order.
 */
export function sortPlans<T extends { name: string } & PricedPlan>(
  category: string,
  plans: readonly T[],
): T[] {
  const order = planNameOrder[category as PricingCategory];
  const rank = order ? nameRank(order) : priceRank;
  return plans
    .map((plan, index) => ({ plan, index, rank: rank(plan) }))
    .sort((a, b) => (a.rank === b.rank ? a.index - b.index : a.rank - b.rank))
    .map(({ plan }) => plan);
}
