import { groupDigits } from "../numbers/group-digits";

/**
 * Money is integer cents everywhere; dollars exist only at the edges (API fields, display).
 */

/**
 * "$1,234.50" or, without cents, "$1,234", as Intl's en-US USD format writes them. Written
 * out rather than by Intl (issue 12): the first Intl formatter a page creates loads the
 * locale's data, tens of ms of a phone's main thread while the page hydrates. The unit test
 * holds it to Intl's own output.
 */
function usd(cents: number, withCents: boolean): string {
  const amount = Math.abs(cents);
  const dollars = groupDigits(Math.floor(amount / 100));
  const fraction = withCents ? `.${String(amount % 100).padStart(2, "0")}` : "";
  return `${cents < 0 ? "-" : ""}$${dollars}${fraction}`;
}

function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not an amount in cents: ${cents}`);
}

/** "$1,234.50": always two decimals (totals, quotes). */
export function formatMoney(cents: number): string {
  assertCents(cents);
  return usd(cents, true);
}

/** "$1,234" for whole dollars, "$1,234.50" otherwise: price tags read cleaner without ".00". */
export function formatPrice(cents: number): string {
  assertCents(cents);
  return usd(cents, cents % 100 !== 0);
}

/** Cents to the dollar figure an API field carries (exact: one division, never summed). */
export function centsToDollars(cents: number): number {
  assertCents(cents);
  return cents / 100;
}

/** A dollar figure with at most two decimals back to cents. */
export function dollarsToCents(dollars: number): number {
  if (!Number.isFinite(dollars)) throw new RangeError(`Not an amount in dollars: ${dollars}`);
  return Math.round(dollars * 100);
}
