/**
 * Money is integer cents everywhere; dollars exist only at the edges (API fields, display).
 */

const withCents = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const wholeDollars = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not an amount in cents: ${cents}`);
}

/** "$1,234.50": always two decimals (totals, quotes). */
export function formatMoney(cents: number): string {
  assertCents(cents);
  return withCents.format(cents / 100);
}

/** "$1,234" for whole dollars, "$1,234.50" otherwise: price tags read cleaner without ".00". */
export function formatPrice(cents: number): string {
  assertCents(cents);
  return cents % 100 === 0 ? wholeDollars.format(cents / 100) : withCents.format(cents / 100);
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
