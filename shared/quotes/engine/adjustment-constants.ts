import type { QuoteAdjustment } from "./adjustments";

/**
 * Staff discounts (issue 11): their kinds and limits and how one reads, apart from their
 * schemas (adjustments.ts) so the builder steps that show a carried discount load no schema
 * library (issue 37, decision 079).
 */
export const adjustmentScopes = ["line", "recurring", "setup"] as const;
export type AdjustmentScope = (typeof adjustmentScopes)[number];
export const adjustmentKinds = ["percent", "amount"] as const;

export const MAX_ADJUSTMENTS = 50;
export const ADJUSTMENT_REASON_MAX = 200;

/** "10%" or "$25.00": how a discount reads beside its reason. */
export function describeAdjustment(
  adjustment: Pick<QuoteAdjustment, "kind" | "value">,
  formatMoney: (cents: number) => string,
): string {
  return adjustment.kind === "percent" ? `${adjustment.value}%` : formatMoney(adjustment.value);
}
