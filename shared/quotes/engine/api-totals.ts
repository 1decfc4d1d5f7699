import { z } from "zod";
import { centsToDollars } from "../../pricing/money";
import type { QuoteTotals } from "./types";

/** Seed 001 §3 calculatedTotals as the API carries them: dollars, from the engine's cents. */
export const calculatedTotalsSchema = z
  .object({
    monthly: z.number().min(0),
    annually: z.number().min(0),
    setup: z.number().min(0),
    savings: z.number().min(0),
  })
  .describe("US dollars with at most two decimals, made from the engine's integer cents");
export type CalculatedTotals = z.infer<typeof calculatedTotalsSchema>;

export function totalsInDollars(totals: QuoteTotals): CalculatedTotals {
  return {
    monthly: centsToDollars(totals.monthly),
    annually: centsToDollars(totals.annually),
    setup: centsToDollars(totals.setup),
    savings: centsToDollars(totals.savings),
  };
}
