import { formatPrice } from "./money";
import { annualPriceCents, type PricedPlan, planPriceCents } from "./plan-price";

/**
 * Seed 000 §9: price x 12 minus the annual price, rounded to whole dollars (returned in
 * cents). Zero when either price is missing.
 */
export function annualSavingCents(monthlyCents: number | null, annualCents: number | null): number {
  if (monthlyCents === null || annualCents === null) return 0;
  const dollars = Math.round((monthlyCents * 12 - annualCents) / 100);
  return dollars === 0 ? 0 : dollars * 100;
}

/** 'Save $X', only when paying yearly actually saves at least a (rounded) dollar. */
export function annualSavingLabel(plan: PricedPlan): string | null {
  const saving = annualSavingCents(planPriceCents(plan), annualPriceCents(plan));
  return saving > 0 ? `Save ${formatPrice(saving)}` : null;
}
