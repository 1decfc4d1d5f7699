import type { ComplianceRequirement, SecurityFocus, Timeline } from "../../assessment/options";
import type { Service } from "../../catalog/service";
import type { PriceBasis, RiskLevel } from "../../catalog/service-constants";
import type { ActiveFormula } from "../../formulas/formula";
import type { QuoteAdjustment } from "./adjustments";

/** One site of the prospect (seed 001 §3 location; counts already whole numbers >= 0). */
export interface QuoteLocation {
  id: string;
  name: string;
  userCount: number;
  endpointCount: number;
  serverCount: number;
  hasCloudServices: boolean;
  hasOnPremise: boolean;
  hasSaaSApps: boolean;
}

export interface QuoteAnswers {
  complianceRequirements: readonly ComplianceRequirement[];
  securityFocus: readonly SecurityFocus[];
  timeline?: Timeline;
}

/** A service chosen at a location; no quantity means the default from the location's counts. */
export interface QuoteSelection {
  locationId: string;
  serviceId: number;
  quantity?: number;
  /** Staff marked the line optional: the customer may leave it out (issue 35 §7). */
  optional?: boolean;
}

export interface QuoteInput {
  /** The catalogue as the API returns it (prices in dollars). */
  services: readonly Service[];
  /** The current version of every active formula. */
  formulas: readonly ActiveFormula[];
  answers: QuoteAnswers;
  locations: readonly QuoteLocation[];
  selections: readonly QuoteSelection[];
  /** Staff discounts (issue 11), applied after the volume discount, in the order given. */
  adjustments?: readonly QuoteAdjustment[];
}

/** One priced service at one location, with everything needed to explain its number. */
export interface QuoteLine {
  serviceId: number;
  name: string;
  category: string;
  basis: PriceBasis;
  billing: "monthly" | "annual";
  /** After clamping to the service's minimum and maximum. */
  quantity: number;
  /** The catalogue price per unit in cents (per month, or per year when billing is annual). */
  unitPriceCents: number;
  riskMultiplier: number;
  /** 0 to 0.5, from the volume-discount formula. */
  discountRate: number;
  /** round(unitPrice x multiplier) x quantity, before the volume discount (decision 049). */
  listCents: number;
  /**
   * The line's price: round(unitPrice x multiplier x (1 - discountRate)) x quantity, less
   * any staff discount on the line (decision 049).
   */
  totalCents: number;
  /** What staff discounts took off this line (per month, or per year when billed yearly). */
  staffDiscountCents: number;
  /** Once per line, neither multiplied nor discounted. */
  setupCents: number;
  /** Set when the engine added the line for another chosen service. */
  addedFor?: number;
  /**
   * Set when the line is not priced and why: a service counted by the location's users,
   * endpoints or servers where there are none (decision 050). Quantity and amounts are 0.
   */
  notPriced?: string;
  /** Plain-language explanations: clamping, prerequisites, formula fall-backs. */
  notes: readonly string[];
  /** A line the customer may leave out (issue 35 §7); set by `markOptional`. */
  optional?: boolean;
}

export interface LocationTotals {
  /** Monthly-billed lines. */
  monthlyCents: number;
  /** Annually-billed lines (per year). */
  annualBilledCents: number;
  setupCents: number;
}

export interface PricedLocation {
  locationId: string;
  name: string;
  lines: QuoteLine[];
  totals: LocationTotals;
}

/** A staff discount with what it took off: a month's charge, a year's, and the setup fees. */
export interface AppliedAdjustment extends QuoteAdjustment {
  monthlyCents: number;
  annualCents: number;
  setupCents: number;
}

/** Seed 001 §3 calculatedTotals, in integer cents (dollars only at the API edge). */
export interface QuoteTotals {
  /** Monthly recurring charge when paying month by month. */
  monthly: number;
  /** A year's charge when paying the year up front (prepay discount applied). */
  annually: number;
  /** One-time setup fees. */
  setup: number;
  /** The first year: volume discounts, the prepay saving and staff discounts. */
  savings: number;
}

export interface QuoteResult {
  riskLevel: RiskLevel;
  locations: PricedLocation[];
  totals: QuoteTotals;
  /** A year paying month by month: monthly x 12 + annually-billed lines. */
  yearlyPayMonthlyCents: number;
  /** Per year. */
  volumeDiscountCents: number;
  prepayDiscountRate: number;
  prepayDiscountCents: number;
  /** Staff discounts on recurring charges, per year. */
  staffDiscountCents: number;
  /** Staff discounts on the setup fees (once). */
  setupDiscountCents: number;
  adjustments: AppliedAdjustment[];
  /** formula id -> version used, recorded with a saved or shared quote. */
  formulaVersions: Record<number, number>;
  /** Quote-level notes (e.g. a formula that failed and what was used instead). */
  notes: string[];
}
