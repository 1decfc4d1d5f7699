import { formatMoney } from "../../pricing/money";
import type { AppliedAdjustment, QuoteResult } from "../engine/types";
import { figureLabels, percentText } from "./labels";
import { type LineFigures, lineFigures, type PricedLine } from "./line-figures";

/**
 * A priced quote as every surface shows it (decision 049): made once, here, from the
 * engine's result (the builder) or from a share snapshot's option (the quote page, the PDF,
 * the e-mails, the staff pages, comparisons). Surfaces format these cents with the one money
 * formatter (shared/pricing/money) and never work a figure out themselves.
 */
export interface PricedQuote
  extends Pick<
    QuoteResult,
    | "riskLevel"
    | "yearlyPayMonthlyCents"
    | "volumeDiscountCents"
    | "prepayDiscountRate"
    | "prepayDiscountCents"
    | "staffDiscountCents"
    | "setupDiscountCents"
  > {
  totals: QuoteResult["totals"];
  locations: readonly {
    locationId: string;
    name: string;
    lines: readonly PricedLine[];
    totals: QuoteResult["locations"][number]["totals"];
  }[];
  adjustments: readonly Omit<AppliedAdjustment, never>[];
}

export interface LocationFigures {
  locationId: string;
  name: string;
  lines: LineFigures[];
  monthlyCents: number;
  annualBilledCents: number;
  setupCents: number;
}

/**
 * One discount or saving, each with one meaning:
 * - volume: the volume discounts already in the line prices, for a year;
 * - staff: staff discounts on recurring charges (lines and whole quote), for a year;
 * - setupDiscount: staff discounts on the setup fees, once;
 * - prepay: what paying the year up front saves against paying month by month.
 * Only the prepay saving depends on how the prospect pays; the others are discounts
 * included in every price shown, and a staff discount is never called a saving.
 */
export type DiscountKey = "volume" | "staff" | "setupDiscount" | "prepay";

export interface DiscountFigure {
  key: DiscountKey;
  label: string;
  cents: number;
  /** "a year", "once", or "a year, paying the year up front (10%)". */
  per: string;
}

export interface StaffAdjustmentFigure {
  reason: string;
  /** "10% off recurring charges", "$25.00 off SIEM at HQ". */
  description: string;
  monthlyCents: number;
  annualCents: number;
  setupCents: number;
}

export interface QuoteFigures {
  riskLevel: PricedQuote["riskLevel"];
  locations: LocationFigures[];
  /** Monthly-billed lines, a month. */
  monthlyCents: number;
  /** Yearly-billed lines, a year. */
  annualBilledCents: number;
  /** monthly x 12 + yearly-billed lines. */
  yearPayingMonthlyCents: number;
  /** The year paid up front: yearPayingMonthly - prepay saving. */
  annualPrepayCents: number;
  setupCents: number;
  prepayRate: number;
  prepaySavingCents: number;
  volumeDiscountCents: number;
  staffDiscountCents: number;
  setupDiscountCents: number;
  /** The four figures above, labelled, in a fixed order (zeros included). */
  discounts: DiscountFigure[];
  staffAdjustments: StaffAdjustmentFigure[];
  /**
   * Seed 001's calculatedTotals.savings: every discount and the prepay saving of the first
   * year together. Stored and sent by the API; no page shows it as "savings".
   */
  firstYearAllOffCents: number;
}

export type Billing = "monthly" | "annual";

const scopeText = (quote: PricedQuote, adjustment: PricedQuote["adjustments"][number]): string => {
  if (adjustment.scope === "recurring") return "recurring charges";
  if (adjustment.scope === "setup") return "setup fees";
  const location = quote.locations.find((entry) => entry.locationId === adjustment.locationId);
  const line = location?.lines.find((entry) => entry.serviceId === adjustment.serviceId);
  return line && location ? `${line.name} at ${location.name}` : "one service";
};

export function discountFigures(
  quote: Pick<
    PricedQuote,
    "volumeDiscountCents" | "staffDiscountCents" | "setupDiscountCents" | "prepayDiscountCents"
  > & { prepayDiscountRate: number },
): DiscountFigure[] {
  return [
    {
      key: "volume",
      label: figureLabels.volumeDiscount,
      cents: quote.volumeDiscountCents,
      per: "a year",
    },
    {
      key: "staff",
      label: figureLabels.staffDiscount,
      cents: quote.staffDiscountCents,
      per: "a year",
    },
    {
      key: "setupDiscount",
      label: figureLabels.setupDiscount,
      cents: quote.setupDiscountCents,
      per: "once",
    },
    {
      key: "prepay",
      label: figureLabels.prepaySaving,
      cents: quote.prepayDiscountCents,
      per: `a year, paying the year up front (${percentText(quote.prepayDiscountRate)})`,
    },
  ];
}

export function quoteFigures(quote: PricedQuote): QuoteFigures {
  const { totals } = quote;
  return {
    riskLevel: quote.riskLevel,
    locations: quote.locations.map((location) => ({
      locationId: location.locationId,
      name: location.name,
      lines: location.lines.map((line) => lineFigures(line, quote.riskLevel)),
      monthlyCents: location.totals.monthlyCents,
      annualBilledCents: location.totals.annualBilledCents,
      setupCents: location.totals.setupCents,
    })),
    monthlyCents: totals.monthly,
    annualBilledCents: quote.yearlyPayMonthlyCents - totals.monthly * 12,
    yearPayingMonthlyCents: quote.yearlyPayMonthlyCents,
    annualPrepayCents: totals.annually,
    setupCents: totals.setup,
    prepayRate: quote.prepayDiscountRate,
    prepaySavingCents: quote.prepayDiscountCents,
    volumeDiscountCents: quote.volumeDiscountCents,
    staffDiscountCents: quote.staffDiscountCents,
    setupDiscountCents: quote.setupDiscountCents,
    discounts: discountFigures(quote),
    staffAdjustments: quote.adjustments.map((adjustment) => ({
      reason: adjustment.reason,
      description: `${
        adjustment.kind === "percent" ? `${adjustment.value}%` : formatMoney(adjustment.value)
      } off ${scopeText(quote, adjustment)}`,
      monthlyCents: adjustment.monthlyCents,
      annualCents: adjustment.annualCents,
      setupCents: adjustment.setupCents,
    })),
    firstYearAllOffCents: totals.savings,
  };
}

/** The discounts that apply (non-zero), in the model's order. */
export const appliedDiscounts = (figures: Pick<QuoteFigures, "discounts">) =>
  figures.discounts.filter((discount) => discount.cents > 0);

/** The headline price for a billing: a month, or the year paid up front. */
export const headlineCents = (figures: QuoteFigures, billing: Billing) =>
  billing === "monthly" ? figures.monthlyCents : figures.annualPrepayCents;

/**
 * A deal's monthly value for the billing accepted (decision 048): the month, or the year paid
 * up front / 12 (after the prepay discount), rounded to the cent.
 */
export const monthlyValueCents = (figures: QuoteFigures, billing: Billing) =>
  billing === "monthly" ? figures.monthlyCents : Math.round(figures.annualPrepayCents / 12);

/** "Annual prepay saves $1,234.00 a year", or null when paying up front saves nothing. */
export function prepaySavingText(figures: QuoteFigures): string | null {
  return figures.prepaySavingCents > 0
    ? `Annual prepay saves ${formatMoney(figures.prepaySavingCents)} a year`
    : null;
}
