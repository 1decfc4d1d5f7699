import { formatMoney } from "../../pricing/money";
import type { QuoteResult } from "./types";

/** What one request to be priced may hold (quote-request.ts checks it). */
export const MAX_LOCATIONS = 100;
export const MAX_SELECTIONS = 5000;

/**
 * The most any total of a priced quote may reach, in cents (decision 045): the largest whole
 * number JavaScript adds exactly, $90,071,992,547,409.91. Money columns are 64-bit (bigint,
 * up to about 9.2 x 10^18 cents), so the database holds anything below it; the engine's sums
 * are exact below it. The catalogue's and request's own limits allow quotes past it (100
 * locations x a $1,000,000 service x a multiplier of 10 x 100,000 units), so a quote that
 * gets there is refused with a 400 naming the field, never stored or rounded.
 */
export const MAX_QUOTE_CENTS = Number.MAX_SAFE_INTEGER;

/** The first of a priced quote's yearly figures that passes MAX_QUOTE_CENTS, else null. */
export function quoteOverflow(result: QuoteResult): string | null {
  const figures = [
    result.totals.monthly,
    result.totals.annually,
    result.totals.setup,
    result.totals.savings,
    result.yearlyPayMonthlyCents,
    result.volumeDiscountCents,
    result.prepayDiscountCents,
    result.staffDiscountCents,
  ];
  if (figures.every((cents) => Number.isSafeInteger(cents) && cents <= MAX_QUOTE_CENTS)) {
    return null;
  }
  return `This configuration's yearly total would pass ${formatMoney(MAX_QUOTE_CENTS)}, the most a quote can hold. Lower the quantities or split it into several quotes.`;
}
