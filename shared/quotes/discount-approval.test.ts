import { describe, expect, it } from "vitest";
import { approvalReasons, staffDiscountShare } from "./discount-approval";
import type { QuoteAdjustment } from "./engine/adjustments";
import {
  fixtureFormulas,
  fixtureLocation,
  fixtureServices,
  noAnswers,
} from "./engine/engine-fixtures";
import { price } from "./engine/price";

/** EDR on 30 endpoints at $9 x 1.15 (the fixtures' risk multiplier) = $310.50 a month. */
const quoteWith = (adjustments: QuoteAdjustment[]) =>
  price({
    services: fixtureServices,
    formulas: [],
    answers: noAnswers,
    locations: [fixtureLocation("hq")],
    selections: [{ locationId: "hq", serviceId: 1 }],
    adjustments,
  });

const recurring = (value: number): QuoteAdjustment => ({
  scope: "recurring",
  kind: "percent",
  value,
  reason: "Partner",
});
const off = { percentOver: null, monthlyOverCents: null };

describe("when a staff discount needs an approver", () => {
  it("reads the discount as a share of the first year before it and as a month's amount", () => {
    const result = quoteWith([recurring(25)]);
    expect(staffDiscountShare(result)).toEqual({ percent: 25, monthlyCents: 7763 });
  });

  it("asks above the percentage, never at it", () => {
    const policy = { ...off, percentOver: 25 };
    expect(approvalReasons(quoteWith([recurring(25)]), policy, new Map())).toEqual([]);
    expect(approvalReasons(quoteWith([recurring(25.01)]), policy, new Map())).toEqual([
      { kind: "percent", percent: 25.01, limit: 25 },
    ]);
  });

  it("asks above the monthly amount", () => {
    const reasons = approvalReasons(
      quoteWith([{ scope: "recurring", kind: "amount", value: 5000, reason: "Loyalty" }]),
      { ...off, monthlyOverCents: 4999 },
      new Map(),
    );
    expect(reasons).toEqual([{ kind: "monthly", cents: 5000, limit: 4999 }]);
  });

  it("asks when a line ends under its floor price, counting quote-wide discounts too", () => {
    // $10.35 less 20% is $8.28 a unit: under an $8.50 floor, over an $8.00 one.
    const result = quoteWith([recurring(20)]);
    expect(approvalReasons(result, off, new Map([[1, 850]]))).toEqual([
      {
        kind: "floor",
        serviceId: 1,
        name: "EDR",
        location: "Site hq",
        unitCents: 828,
        floorCents: 850,
      },
    ]);
    expect(approvalReasons(result, off, new Map([[1, 800]]))).toEqual([]);
  });

  it("never asks without a staff discount, whatever the volume discount does", () => {
    const result = price({
      services: fixtureServices,
      formulas: fixtureFormulas,
      answers: noAnswers,
      locations: [fixtureLocation("hq", { endpointCount: 400 })],
      selections: [{ locationId: "hq", serviceId: 1 }],
    });
    expect(
      approvalReasons(result, { percentOver: 0, monthlyOverCents: 0 }, new Map([[1, 900]])),
    ).toEqual([]);
  });
});
