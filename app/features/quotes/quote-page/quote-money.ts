import { formatMoney } from "@shared/pricing/money";
import { headlineCents, quoteFigures } from "@shared/quotes/presentation/quote-figures";
import type { SnapshotOption } from "@shared/quotes/snapshot";
import type { Billing } from "./billing-switch";

/**
 * The quote page's wording around the model's figures (decision 049): the amounts come from
 * shared/quotes/presentation, only the words are the page's own.
 */
export function headline(option: SnapshotOption, billing: Billing) {
  const amount = formatMoney(headlineCents(quoteFigures(option), billing));
  return { amount, per: billing === "monthly" ? "per month" : "per year, prepaid" };
}

/** What paying the year up front saves against paying month by month. */
export const prepaySaving = (option: SnapshotOption): number =>
  quoteFigures(option).prepaySavingCents;
