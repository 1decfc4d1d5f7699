import { formatMoney } from "@shared/pricing/money";

/** "+$12.00", "−$12.00" (a minus sign, read as "minus"), or "No change". */
export function signedMoney(deltaCents: number): string {
  if (deltaCents === 0) return "No change";
  return `${deltaCents > 0 ? "+" : "−"}${formatMoney(Math.abs(deltaCents))}`;
}

/** A dollar amount as typed ("12", "12.5", "$1,200.00") in cents; NaN when it is not one. */
export function typedDollarsToCents(text: string): number {
  const cleaned = text.trim().replace(/^\$/, "").replaceAll(",", "");
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return Number.NaN;
  return Math.round(Number(cleaned) * 100);
}
