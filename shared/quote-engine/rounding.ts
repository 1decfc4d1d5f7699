/**
 * The engine's one rounding rule: a line's exact amount (unit price x risk multiplier x
 * quantity x (1 - discount)) is rounded half up to whole cents once, after dropping the
 * binary noise that makes e.g. 900 x 1.15 come out as 1034.9999999999998. Sums of lines
 * are sums of integers and need no rounding.
 */
export function roundCents(exact: number): number {
  return Math.round(Number(exact.toPrecision(12)));
}
