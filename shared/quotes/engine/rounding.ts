import { roundHalfUp } from "../../numbers/round";

/**
 * The engine's one rounding rule: a line's exact unit price (catalogue price x risk
 * multiplier x (1 - volume discount)) is rounded half up to whole cents once, and the line is
 * that times its quantity (decision 049: quantity x unit price = line amount on every
 * surface). Sums of lines are sums of integers and need no rounding.
 */
export const roundCents = (exact: number): number => roundHalfUp(exact);
