import { figureLabels } from "./labels";
import {
  type DiscountKey,
  type PricedQuote,
  type QuoteFigures,
  quoteFigures,
} from "./quote-figures";

/**
 * The totals rows of options side by side (decision 049): the charges, then one row per
 * discount that any option has, so two options whose lines are the same but whose totals
 * differ show the row that explains it. The staff comparison page, its CSV, the quote
 * page's comparison, the PDF's and the version diff all read these rows.
 */
export type ComparisonRowKey = "monthly" | "annualPrepay" | "setup" | DiscountKey;

export interface ComparisonFigureRow {
  key: ComparisonRowKey;
  label: string;
  /** One amount per option, in the options' order. */
  cents: number[];
  /** "/ mo", "/ yr" or "" (once). */
  period: "month" | "year" | "once";
  /** A discount or a saving (shown as an amount taken off), not a charge. */
  discount: boolean;
}

const discountPeriods: Record<DiscountKey, ComparisonFigureRow["period"]> = {
  volume: "year",
  staff: "year",
  setupDiscount: "once",
  prepay: "year",
};

export function comparisonFigureRows(
  options: readonly (PricedQuote | QuoteFigures)[],
): ComparisonFigureRow[] {
  const figures = options.map((option) => ("discounts" in option ? option : quoteFigures(option)));
  const charges: ComparisonFigureRow[] = [
    {
      key: "monthly",
      label: figureLabels.monthly,
      cents: figures.map((figure) => figure.monthlyCents),
      period: "month",
      discount: false,
    },
    {
      key: "annualPrepay",
      label: figureLabels.annualPrepay,
      cents: figures.map((figure) => figure.annualPrepayCents),
      period: "year",
      discount: false,
    },
    {
      key: "setup",
      label: figureLabels.setup,
      cents: figures.map((figure) => figure.setupCents),
      period: "once",
      discount: false,
    },
  ];
  const keys: DiscountKey[] = ["volume", "staff", "setupDiscount", "prepay"];
  const discounts = keys.flatMap((key): ComparisonFigureRow[] => {
    const cents = figures.map(
      (figure) => figure.discounts.find((discount) => discount.key === key)?.cents ?? 0,
    );
    if (cents.every((value) => value === 0)) return [];
    const label = figures[0]?.discounts.find((discount) => discount.key === key)?.label ?? key;
    return [{ key, label, cents, period: discountPeriods[key], discount: true }];
  });
  return [...charges, ...discounts];
}
