import { roundHalfUp } from "../numbers/round";

/**
 * The engine's one rounding rule: a line's exact amount (unit price x risk multiplier x
 * quantity x (1 - discount)) is rounded half up to whole cents once. Sums of lines are sums
 * of integers and need no rounding.
 */
export const roundCents = (exact: number): number => roundHalfUp(exact);
