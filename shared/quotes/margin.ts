import { unitAfterDiscounts } from "./discount-approval";
import type { QuoteLine, QuoteResult } from "./engine/types";

/**
 * Issue 35 §5: margin per line and per quote from the catalogue's staff-only unit costs.
 * Revenue is what the customer pays for the line after every discount (its share of the
 * quote-wide ones too); only lines whose service has a cost count.
 */
export interface LineMargin {
  costCents: number;
  marginCents: number;
  /** Margin over revenue, 0 to 1 (negative when sold under cost); null without revenue. */
  rate: number | null;
}

type Priced = Pick<QuoteResult, "locations" | "totals" | "yearlyPayMonthlyCents">;

/** One line's margin per billing period, or null when its service has no cost. */
export function lineMargin(
  line: QuoteLine,
  result: Priced,
  costs: Readonly<Record<number, number>>,
): LineMargin | null {
  const unitCost = costs[line.serviceId];
  if (unitCost === undefined || line.quantity === 0) return null;
  const revenue = unitAfterDiscounts(line, result) * line.quantity;
  const costCents = unitCost * line.quantity;
  return {
    costCents,
    marginCents: revenue - costCents,
    rate: revenue > 0 ? (revenue - costCents) / revenue : null,
  };
}

/** A year's margin of the lines with a cost (monthly lines x 12), with their revenue. */
export function quoteMargin(result: Priced, costs: Readonly<Record<number, number>>) {
  let revenueCents = 0;
  let marginCents = 0;
  let lines = 0;
  for (const location of result.locations) {
    for (const line of location.lines) {
      const margin = lineMargin(line, result, costs);
      if (!margin) continue;
      const perYear = line.billing === "monthly" ? 12 : 1;
      lines += 1;
      marginCents += margin.marginCents * perYear;
      revenueCents += (margin.marginCents + margin.costCents) * perYear;
    }
  }
  return {
    lines,
    marginCents,
    revenueCents,
    rate: revenueCents > 0 ? marginCents / revenueCents : null,
  };
}
