import type { RiskLevel } from "../../catalog/service-constants";
import { formatMoney } from "../../pricing/money";
import { roundCents } from "../engine/rounding";
import type { QuoteLine } from "../engine/types";
import { percentText, riskWord } from "./labels";

/** What a line needs to be shown: the engine's line or a snapshot's copy of it. */
export type PricedLine = Pick<
  QuoteLine,
  | "serviceId"
  | "name"
  | "category"
  | "basis"
  | "billing"
  | "quantity"
  | "unitPriceCents"
  | "riskMultiplier"
  | "discountRate"
  | "listCents"
  | "totalCents"
  | "staffDiscountCents"
  | "setupCents"
  | "addedFor"
  | "notes"
  | "notPriced"
  | "optional"
>;

/**
 * One line's figures (decision 049). The unit price is the catalogue price after the risk
 * multiplier and the line's volume discount, rounded once to the cent; quantity x unit price
 * is the line's amount; a staff discount on the line is shown beside it as a discount, and
 * the line total is the amount less that discount.
 */
export interface LineFigures {
  serviceId: number;
  name: string;
  category: string;
  basis: PricedLine["basis"];
  billing: PricedLine["billing"];
  quantity: number;
  /** The catalogue price of one unit, per month (or per year for yearly-billed services). */
  baseUnitCents: number;
  riskMultiplier: number;
  volumeRate: number;
  /** THE unit price: round(base x risk multiplier x (1 - volume rate)). */
  unitCents: number;
  /** quantity x unitCents, plus `roundingCents` for a line saved before decision 049. */
  amountCents: number;
  /**
   * 0 for every line priced since decision 049. A snapshot saved before it rounded the
   * whole line, so its amount may differ from quantity x unit price by a few cents; that
   * difference is stated rather than hidden (a snapshot's figures are binding).
   */
  roundingCents: number;
  /** What staff discounts took off the line (per billing period). */
  staffDiscountCents: number;
  /** amountCents - staffDiscountCents: what the line costs per billing period. */
  totalCents: number;
  /** The amount before the volume discount (list price x quantity). */
  listCents: number;
  /** What the volume discount takes off the line per billing period. */
  volumeDiscountCents: number;
  setupCents: number;
  addedFor: number | undefined;
  notes: readonly string[];
  /** Why the engine left the line unpriced (decision 050: nothing to count); else undefined. */
  notPriced: string | undefined;
  /** Staff offer the line as optional: the customer may leave it out (issue 35 §7). */
  optional: boolean;
  /** "$18.00 base × 1.25 for high risk, −10% volume discount": how the unit price is made. */
  unitExplanation: string;
}

export function unitExplanation(line: PricedLine, riskLevel: RiskLevel): string {
  const parts = [`${formatMoney(line.unitPriceCents)} base`];
  if (line.riskMultiplier !== 1) {
    parts[0] += ` × ${line.riskMultiplier} for ${riskWord(riskLevel)} risk`;
  }
  if (line.discountRate > 0) parts.push(`−${percentText(line.discountRate)} volume discount`);
  return parts.join(", ");
}

export function lineFigures(line: PricedLine, riskLevel: RiskLevel): LineFigures {
  const unitCents = roundCents(line.unitPriceCents * line.riskMultiplier * (1 - line.discountRate));
  const amountCents = line.totalCents + line.staffDiscountCents;
  return {
    serviceId: line.serviceId,
    name: line.name,
    category: line.category,
    basis: line.basis,
    billing: line.billing,
    quantity: line.quantity,
    baseUnitCents: line.unitPriceCents,
    riskMultiplier: line.riskMultiplier,
    volumeRate: line.discountRate,
    unitCents,
    amountCents,
    roundingCents: amountCents - line.quantity * unitCents,
    staffDiscountCents: line.staffDiscountCents,
    totalCents: line.totalCents,
    listCents: line.listCents,
    volumeDiscountCents: line.listCents - amountCents,
    setupCents: line.setupCents,
    addedFor: line.addedFor,
    notes: line.notes,
    notPriced: line.notPriced,
    optional: line.optional === true,
    unitExplanation: unitExplanation(line, riskLevel),
  };
}
