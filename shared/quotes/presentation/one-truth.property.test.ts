import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { centsToDollars } from "../../pricing/money";
import { diffOptions } from "../compare";
import { comparisonView } from "../comparison-view";
import type { QuoteAdjustment } from "../engine/adjustments";
import { configurations } from "../engine/engine-arbitraries";
import { fixtureFormulas, fixtureServices } from "../engine/engine-fixtures";
import { price } from "../engine/price";
import type { QuoteInput, QuoteResult } from "../engine/types";
import { type SnapshotOption, snapshotOptionSchema } from "../snapshot";
import { comparisonFigureRows } from "./comparison-figures";
import { discountFigures, type QuoteFigures, quoteFigures } from "./quote-figures";
import { figuresSentence } from "./summary-text";

/**
 * Issue 33 row 9 (decision 049): random quotes, with random staff discounts, through every
 * surface's model find the same figures. The builder reads the engine's result; the quote
 * page, the PDF and the e-mails a share snapshot's option after its trip through JSON and
 * the snapshot schema; the staff pages a version row as the database keeps it; comparisons
 * and the version diff the options side by side.
 */
const adjustment = (input: QuoteInput): fc.Arbitrary<QuoteAdjustment> => {
  const lines = input.selections.map((selection) => ({
    locationId: selection.locationId,
    serviceId: selection.serviceId,
  }));
  const reason = fc.constantFrom("Launch partner", "Loyalty", "Pilot");
  // Quarter percents: exact in binary, so the snapshot schema's two-decimal check holds.
  const percent = fc.integer({ min: 1, max: 400 }).map((quarters) => quarters / 4);
  const amount = fc.integer({ min: 1, max: 500_000 });
  const kindValue = fc.oneof(
    fc.record({ kind: fc.constant("percent" as const), value: percent }),
    fc.record({ kind: fc.constant("amount" as const), value: amount }),
  );
  const scoped = fc.oneof(
    fc.record({ scope: fc.constantFrom("recurring" as const, "setup" as const) }),
    ...(lines.length > 0
      ? [fc.constantFrom(...lines).map((line) => ({ scope: "line" as const, ...line }))]
      : []),
  );
  return fc
    .tuple(scoped, kindValue, reason)
    .map(([scope, value, text]) => ({ ...scope, ...value, reason: text }));
};

const quotes = configurations(fixtureServices, fixtureFormulas).chain((input) =>
  fc
    .array(adjustment(input), { maxLength: 4 })
    .map((adjustments): QuoteInput => ({ ...input, adjustments })),
);

/** The share snapshot's option, as the server freezes it and the page reads it back. */
function snapshotOf(result: QuoteResult, input: QuoteInput, label: string): SnapshotOption {
  const frozen = JSON.parse(
    JSON.stringify({
      label,
      configurationId: "0b6b1f0e-6f8e-4a43-9d3c-2f1f3f7f9a11",
      version: 1,
      name: "Random quote",
      riskLevel: result.riskLevel,
      answers: { complianceRequirements: [], securityFocus: [], timeline: null },
      sites: input.locations,
      locations: result.locations,
      totals: result.totals,
      yearlyPayMonthlyCents: result.yearlyPayMonthlyCents,
      volumeDiscountCents: result.volumeDiscountCents,
      prepayDiscountRate: result.prepayDiscountRate,
      prepayDiscountCents: result.prepayDiscountCents,
      staffDiscountCents: result.staffDiscountCents,
      setupDiscountCents: result.setupDiscountCents,
      adjustments: result.adjustments,
      formulaVersions: result.formulaVersions,
    }),
  );
  return snapshotOptionSchema.parse(frozen);
}

/** The staff pages' version row: the columns and priced fields the database keeps. */
const versionRowOf = (result: QuoteResult) => ({
  monthlyCents: result.totals.monthly,
  annuallyCents: result.totals.annually,
  setupCents: result.totals.setup,
  savingsCents: result.totals.savings,
  volumeDiscountCents: result.volumeDiscountCents,
  staffDiscountCents: result.staffDiscountCents,
  setupDiscountCents: result.setupDiscountCents,
  prepayDiscountCents: result.prepayDiscountCents,
  prepayDiscountRate: result.prepayDiscountRate,
});

const dollars = (cents: number) => `$${centsToDollars(cents).toFixed(2)}`;

function expectConsistent(figures: QuoteFigures) {
  for (const location of figures.locations) {
    for (const line of location.lines) {
      expect(line.roundingCents).toBe(0);
      expect(line.quantity * line.unitCents).toBe(line.amountCents);
      expect(line.amountCents - line.staffDiscountCents).toBe(line.totalCents);
      expect(line.listCents - line.volumeDiscountCents).toBe(line.amountCents);
    }
  }
  expect(figures.annualPrepayCents + figures.prepaySavingCents).toBe(
    figures.yearPayingMonthlyCents,
  );
  expect(figures.discounts.reduce((sum, discount) => sum + discount.cents, 0)).toBe(
    figures.firstYearAllOffCents,
  );
}

describe("one truth: every surface's model of a random quote", () => {
  test.prop([quotes], { numRuns: 150 })("finds the same figures", (input) => {
    const result = price(input);
    const builder = quoteFigures(result);
    const option = snapshotOf(result, input, "Option A");
    const page = quoteFigures(option);
    expectConsistent(builder);
    // Quote page, PDF and e-mails read the snapshot option: the same figures as the builder.
    expect(page).toEqual(builder);

    // E-mails: the sentence states the model's figures.
    const sentence = figuresSentence(page).replaceAll(",", "");
    for (const cents of [page.monthlyCents, page.annualPrepayCents, page.setupCents]) {
      expect(sentence).toContain(dollars(cents));
    }

    // Staff pages: the version row's discounts are the model's.
    const row = versionRowOf(result);
    expect(discountFigures(row)).toEqual(builder.discounts);
    expect([row.monthlyCents, row.annuallyCents, row.setupCents, row.savingsCents]).toEqual([
      builder.monthlyCents,
      builder.annualPrepayCents,
      builder.setupCents,
      builder.firstYearAllOffCents,
    ]);

    // Comparisons and the version diff: the rows carry the same figures, every discount
    // that applies has its row.
    const other = snapshotOf(price({ ...input, adjustments: [] }), input, "Option B");
    const view = comparisonView([option, other]);
    const rows = comparisonFigureRows(view.options);
    const byKey = new Map(rows.map((entry) => [entry.key, entry.cents[0]]));
    expect(byKey.get("monthly")).toBe(builder.monthlyCents);
    expect(byKey.get("annualPrepay")).toBe(builder.annualPrepayCents);
    expect(byKey.get("setup")).toBe(builder.setupCents);
    for (const discount of builder.discounts) {
      if (discount.cents > 0) expect(byKey.get(discount.key)).toBe(discount.cents);
    }
    expect(diffOptions(other, option).figures).toEqual(comparisonFigureRows([other, option]));
  });
});
