import type { QuoteResult } from "./engine/types";
import type { SnapshotOption } from "./snapshot";

/**
 * The figures of an option, as the engine priced them. Apart from the snapshot's schema
 * (snapshot.ts), so the quote page re-pricing its optional lines loads no schema library
 * (issue 37, decision 079).
 */
export function optionFigures(priced: Omit<QuoteResult, "notes">) {
  return {
    riskLevel: priced.riskLevel,
    locations: priced.locations,
    totals: priced.totals,
    yearlyPayMonthlyCents: priced.yearlyPayMonthlyCents,
    volumeDiscountCents: priced.volumeDiscountCents,
    prepayDiscountRate: priced.prepayDiscountRate,
    prepayDiscountCents: priced.prepayDiscountCents,
    staffDiscountCents: priced.staffDiscountCents,
    setupDiscountCents: priced.setupDiscountCents,
    adjustments: priced.adjustments,
    formulaVersions: priced.formulaVersions,
  } satisfies Partial<SnapshotOption>;
}
