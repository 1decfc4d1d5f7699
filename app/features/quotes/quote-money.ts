import { formatMoney } from "@shared/pricing/money";
import type { SnapshotOption } from "@shared/quotes/snapshot";
import type { Billing } from "./billing-switch";

/** The headline price of an option for the chosen billing: per month, or a year prepaid. */
export function headline(option: SnapshotOption, billing: Billing) {
  return billing === "monthly"
    ? { amount: formatMoney(option.totals.monthly), per: "per month" }
    : { amount: formatMoney(option.totals.annually), per: "per year, prepaid" };
}

/** What paying the year up front saves against paying month by month. */
export function prepaySaving(option: SnapshotOption): number {
  return Math.max(0, option.yearlyPayMonthlyCents - option.totals.annually);
}

export const perPeriod = (billing: "monthly" | "annual") =>
  billing === "annual" ? "/ yr" : "/ mo";
