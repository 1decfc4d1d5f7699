import { describe, expect, it } from "vitest";
import type { Service } from "../../catalog/service";
import type { QuoteAdjustment } from "../engine/adjustments";
import { fixtureFormulas, fixtureLocation, fixtureServices } from "../engine/engine-fixtures";
import { price } from "../engine/price";
import { comparisonFigureRows } from "./comparison-figures";
import { lineFigures } from "./line-figures";
import { appliedDiscounts, discountFigures, quoteFigures } from "./quote-figures";

/**
 * The integrity rows of issue 33 on the presentation model (decision 049). Each failed
 * before it: the builder, quote page and PDF each worked a unit price out differently, and
 * a staff discount was counted in one "savings" figure.
 */

// Issue 33's line: $18.00 a unit, x 1.25 at high risk, a volume discount.
const mdr: Service = {
  ...(fixtureServices[1] as Service),
  riskLevelMultiplier: { low: 1, medium: 1.1, high: 1.25, critical: 1.5 },
  dependencies: [],
  prerequisites: [],
};
const hipaa = { complianceRequirements: ["hipaa" as const], securityFocus: [] };

function quoteOf(quantity: number, adjustments: QuoteAdjustment[] = []) {
  return price({
    services: [mdr, ...fixtureServices.filter((service) => service.id !== mdr.id)],
    formulas: fixtureFormulas,
    answers: hipaa,
    locations: [fixtureLocation("hq")],
    selections: [
      { locationId: "hq", serviceId: mdr.id, quantity },
      { locationId: "hq", serviceId: 4 },
    ],
    adjustments,
  });
}

const staff65: QuoteAdjustment = {
  scope: "recurring",
  kind: "percent",
  value: 65,
  reason: "Launch partner",
};

describe("a line's figures", () => {
  it("give one unit price after the risk multiplier and volume discount, and quantity x it = the line total", () => {
    // 143 endpoints: (143 - 50) / 1000 = 9.3% off; $18.00 x 1.25 x 0.907 = $20.4075 -> $20.41.
    const figures = quoteFigures(quoteOf(143));
    const line = figures.locations[0]?.lines.find((entry) => entry.serviceId === mdr.id);
    expect(line).toMatchObject({ quantity: 143, unitCents: 2041, roundingCents: 0 });
    expect(line?.totalCents).toBe(143 * 2041);
    expect(line?.unitExplanation).toBe("$18.00 base × 1.25 for high risk, −9.3% volume discount");
  });

  it("show a staff discount on the line beside the total, not inside the unit price", () => {
    const result = quoteOf(143, [
      {
        scope: "line",
        locationId: "hq",
        serviceId: mdr.id,
        kind: "amount",
        value: 2500,
        reason: "Pilot",
      },
    ]);
    const line = quoteFigures(result).locations[0]?.lines.find(
      (entry) => entry.serviceId === mdr.id,
    );
    expect(line).toMatchObject({ unitCents: 2041, staffDiscountCents: 2500 });
    expect(line?.amountCents).toBe(143 * 2041);
    expect(line?.totalCents).toBe(143 * 2041 - 2500);
  });
});

describe("a line saved before decision 049", () => {
  it("keeps its binding total and states the rounding it includes", () => {
    const line = quoteOf(143).locations[0]?.lines.find((entry) => entry.serviceId === mdr.id);
    if (!line) throw new Error("line expected");
    // The old engine rounded the whole line: round(2250 x 143 x 0.907) = 291,827.
    const legacy = { ...line, totalCents: 291_827, listCents: 321_750 };
    const figures = lineFigures(legacy, "high");
    expect(figures).toMatchObject({ unitCents: 2041, totalCents: 291_827, roundingCents: -36 });
    expect(figures.quantity * figures.unitCents + figures.roundingCents).toBe(figures.amountCents);
  });
});

describe("a quote's discounts and savings", () => {
  it("have one labelled figure per meaning, and the prepay saving is the year monthly less the year prepaid", () => {
    const figures = quoteFigures(quoteOf(143));
    expect(figures.discounts.map((discount) => [discount.key, discount.label])).toEqual([
      ["volume", "Volume discount"],
      ["staff", "Staff discount"],
      ["setupDiscount", "Setup discount"],
      ["prepay", "Prepay saving"],
    ]);
    const prepay = figures.discounts.find((discount) => discount.key === "prepay");
    expect(prepay?.cents).toBe(figures.yearPayingMonthlyCents - figures.annualPrepayCents);
    expect(prepay?.cents).toBeGreaterThan(0);
    expect(figures.firstYearAllOffCents).toBe(
      figures.discounts.reduce((sum, discount) => sum + discount.cents, 0),
    );
  });

  it("show a 65% staff discount as a staff discount, never inside the prepay saving", () => {
    const before = quoteFigures(quoteOf(143));
    const after = quoteFigures(quoteOf(143, [staff65]));
    const staff = after.discounts.find((discount) => discount.key === "staff");
    expect(staff?.label).toBe("Staff discount");
    expect(staff?.cents).toBe(after.staffDiscountCents);
    expect(staff?.cents).toBeGreaterThan(0);
    const saving = after.discounts.find((discount) => discount.key === "prepay");
    // The prepay saving is 10% of the year after the discount: it shrinks, it never absorbs it.
    expect(saving?.cents).toBeLessThan(
      before.discounts.find((discount) => discount.key === "prepay")?.cents ?? 0,
    );
    expect(saving?.cents).toBe(after.yearPayingMonthlyCents - after.annualPrepayCents);
  });

  it("read the same from a staff page's version row as from the priced quote", () => {
    const result = quoteOf(143, [staff65]);
    const row = {
      volumeDiscountCents: result.volumeDiscountCents,
      staffDiscountCents: result.staffDiscountCents,
      setupDiscountCents: result.setupDiscountCents,
      prepayDiscountCents: result.prepayDiscountCents,
      prepayDiscountRate: result.prepayDiscountRate,
    };
    expect(discountFigures(row)).toEqual(quoteFigures(result).discounts);
    expect(appliedDiscounts({ discounts: discountFigures(row) }).map((d) => d.key)).toContain(
      "staff",
    );
  });
});

describe("options side by side", () => {
  it("explain a difference in totals between equal lines with a staff discount row", () => {
    const plain = quoteOf(143);
    const discounted = quoteOf(143, [staff65]);
    const rows = comparisonFigureRows([plain, discounted]);
    expect(rows.map((row) => row.key)).toEqual([
      "monthly",
      "annualPrepay",
      "setup",
      "volume",
      "staff",
      "prepay",
    ]);
    const staff = rows.find((row) => row.key === "staff");
    expect(staff).toMatchObject({ label: "Staff discount", discount: true });
    expect(staff?.cents).toEqual([0, discounted.staffDiscountCents]);
    // The recurring discount is the whole difference of a year paying monthly.
    expect(plain.yearlyPayMonthlyCents - discounted.yearlyPayMonthlyCents).toBe(
      discounted.staffDiscountCents,
    );
  });
});
