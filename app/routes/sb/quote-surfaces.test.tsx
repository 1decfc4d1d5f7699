import { fc, test } from "@fast-check/vitest";
import { comparisonCsv } from "@server/api/quotes/comparison-csv";
import { optionSection } from "@server/api/quotes/pdf/option-section";
import { quoteDecidedMessage } from "@server/api/quotes/quote-notifications";
import { sampleSnapshot } from "@server/api/quotes/sample-snapshot";
import { formatMoney } from "@shared/pricing/money";
import { diffOptions } from "@shared/quotes/compare";
import { comparisonView } from "@shared/quotes/comparison-view";
import type { QuoteAdjustment } from "@shared/quotes/engine/adjustments";
import { configurations } from "@shared/quotes/engine/engine-arbitraries";
import { fixtureFormulas, fixtureServices } from "@shared/quotes/engine/engine-fixtures";
import { price } from "@shared/quotes/engine/price";
import type { QuoteInput, QuoteResult } from "@shared/quotes/engine/types";
import { appliedDiscounts, quoteFigures } from "@shared/quotes/presentation/quote-figures";
import { type SnapshotOption, snapshotOptionSchema } from "@shared/quotes/snapshot";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect } from "vitest";
import { LocationLines } from "~/features/quotes/builder/location-lines";
import { TotalsPanel } from "~/features/quotes/builder/totals-panel";
import { OverallTotals } from "~/features/quotes/comparisons/comparison-totals";
import { OptionDetail, OptionTotals } from "~/features/quotes/quote-page/option-detail";
import { prepaySaving } from "~/features/quotes/quote-page/quote-money";
import { TotalsChange } from "~/features/quotes/versions/diff-totals";

/**
 * Issue 33's integrity rows on the surfaces themselves (decision 049): a random quote, with
 * a random staff discount, rendered by the builder, the quote page, the PDF, the acceptance
 * e-mail, the staff version diff and the comparison page and CSV states the same unit
 * prices and the same labelled discounts, and none calls a discount "savings".
 */
const staffDiscount: fc.Arbitrary<QuoteAdjustment[]> = fc.oneof(
  fc.constant<QuoteAdjustment[]>([]),
  fc
    .integer({ min: 1, max: 65 })
    .map((value): QuoteAdjustment[] => [
      { scope: "recurring", kind: "percent", value, reason: "Launch partner" },
    ]),
  fc
    .integer({ min: 100, max: 50_000 })
    .map((value): QuoteAdjustment[] => [
      { scope: "setup", kind: "amount", value, reason: "Setup waived" },
    ]),
);

const quotes = fc
  .tuple(configurations(fixtureServices, fixtureFormulas), staffDiscount)
  .map(([input, adjustments]): QuoteInput => ({ ...input, adjustments }));

function optionOf(result: QuoteResult, input: QuoteInput, label: string): SnapshotOption {
  return snapshotOptionSchema.parse(
    JSON.parse(
      JSON.stringify({
        label,
        configurationId: "0b6b1f0e-6f8e-4a43-9d3c-2f1f3f7f9a11",
        version: label === "Option A" ? 2 : 1,
        name: `${label} quote`,
        answers: { complianceRequirements: [], securityFocus: [], timeline: null },
        sites: input.locations,
        ...result,
      }),
    ),
  );
}

/** Rendered HTML with React's text separators taken out, so a sentence reads as one. */
const render = (element: ReactElement) => renderToString(element).replaceAll("<!-- -->", "");

const services = new Map(fixtureServices.map((service) => [service.id, service]));

describe("every surface of a random quote", () => {
  test.prop([quotes], { numRuns: 25 })(
    "states the same unit prices and the same labelled discounts",
    (input) => {
      const result = price(input);
      const figures = quoteFigures(result);
      const option = optionOf(result, input, "Option A");
      const other = optionOf(price({ ...input, adjustments: [] }), input, "Option B");

      const builderLines = result.locations
        .map((location) =>
          render(
            <LocationLines
              location={location}
              services={services}
              selections={input.selections}
              riskLevel={result.riskLevel}
              onQuantity={() => {}}
              onRemove={() => {}}
            />,
          ),
        )
        .join("");
      const builderTotals = render(<TotalsPanel quote={result} />);
      const pageLines = render(<OptionDetail option={option} />);
      const pageTotals = render(<OptionTotals option={option} />);
      const pdf = optionSection(option, { mark: null, single: true }).value;
      const snapshot = { ...sampleSnapshot({ locations: 1 }), options: [option] };
      const email = quoteDecidedMessage(
        snapshot,
        {
          decision: "accepted",
          position: 0,
          optionLabel: option.label,
          billing: "monthly",
          fullName: "Dana Whitfield",
          title: "Practice Manager",
          reason: null,
          termsAgreed: "I agree to the terms of this quote.",
          verification: "none",
          verifiedEmail: null,
          declinedOptional: [],
          leftOut: [],
          ip: "203.0.113.7",
          userAgent: "test",
          snapshotSha256: "0".repeat(64),
          decidedAt: "2026-03-05T14:05:00.000Z",
        },
        "https://example.test",
        "sales@example.test",
      ).text;
      const diff = render(<TotalsChange diff={diffOptions(other, option)} from={1} to={2} />);
      const view = comparisonView([option, other]);
      const comparison = render(
        <table>
          <tbody>
            <OverallTotals view={view} />
          </tbody>
        </table>,
      );
      const csv = comparisonCsv(view);

      // Row 1: one unit price, with its explanation, and quantity x unit price = the line.
      for (const line of figures.locations.flatMap((location) => location.lines)) {
        const unit = formatMoney(line.unitCents);
        expect(line.quantity * line.unitCents).toBe(line.totalCents + line.staffDiscountCents);
        if (line.notPriced) {
          // Decision 050: a line with nothing to count is not priced, and every surface says why.
          expect(line.totalCents).toBe(0);
          expect(builderLines).toContain(line.notPriced.replace(/^Not priced: /, ""));
          for (const surface of [pageLines, pdf]) expect(surface).toContain(line.notPriced);
          continue;
        }
        expect(builderLines).toContain(`${line.quantity} × ${unit} each`);
        for (const surface of [builderLines, pageLines, pdf]) {
          expect(surface).toContain(unit);
          expect(surface).toContain(line.unitExplanation);
        }
      }

      // Rows 2 and 3: each discount once, labelled; the prepay saving is the page's saving.
      expect(prepaySaving(option)).toBe(figures.prepaySavingCents);
      for (const discount of appliedDiscounts(figures)) {
        const amount = formatMoney(discount.cents);
        const monthlyBuilder = discount.key === "prepay" ? [] : [builderTotals];
        for (const surface of [...monthlyBuilder, pageTotals, pdf, email, diff, comparison]) {
          expect(surface).toContain(discount.label);
          expect(surface).toContain(amount);
        }
        // Row 4: the comparison's CSV has the discount's row, in dollars.
        expect(csv).toContain(`${discount.label} (`);
        expect(csv).toContain((discount.cents / 100).toFixed(2));
      }
      for (const surface of [builderTotals, pageTotals, pdf, email, diff, comparison, csv]) {
        expect(surface).not.toMatch(/first-year savings|savings paying yearly|savings per year/i);
      }
    },
  );
});
