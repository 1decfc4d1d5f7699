import { dollarsToCents } from "./money";

/** The price fields a plan, add-on or compliance package may carry (seed 000 §3), in dollars. */
export interface PricedPlan {
  price?: number | null;
  monthlyPrice?: number | null;
  annualPrice?: number | null;
}

function toCents(dollars: number | null | undefined): number | null {
  return typeof dollars === "number" && Number.isFinite(dollars) ? dollarsToCents(dollars) : null;
}

/** Seed 000 §3: the price is read from `price`, else `monthlyPrice`; a price of 0 is a price. */
export function planPriceCents(plan: PricedPlan): number | null {
  return toCents(plan.price ?? plan.monthlyPrice);
}

export function annualPriceCents(plan: PricedPlan): number | null {
  return toCents(plan.annualPrice);
}
