import { dollarsToCents, formatMoney } from "@shared/pricing/money";

/** "$1,234.50" from the API's dollars (cents in between, so sums never drift). */
export const dollars = (value: number) => formatMoney(dollarsToCents(value));
