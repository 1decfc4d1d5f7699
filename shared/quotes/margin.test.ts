import { describe, expect, it } from "vitest";
import type { QuoteAdjustment } from "./engine/adjustments";
import { fixtureLocation, fixtureServices, noAnswers } from "./engine/engine-fixtures";
import { price } from "./engine/price";
import { lineMargin, quoteMargin } from "./margin";

/** EDR on 30 endpoints at $10.35 (the fixtures' multiplier) and MDR at $20.70 a unit. */
const quoteWith = (adjustments: QuoteAdjustment[] = []) =>
  price({
    services: fixtureServices,
    formulas: [],
    answers: noAnswers,
    locations: [fixtureLocation("hq")],
    selections: [{ locationId: "hq", serviceId: 1 }],
    adjustments,
  });

describe("margins from staff-only costs", () => {
  it("reads a line's margin after its discounts, quote-wide ones included", () => {
    const full = quoteWith();
    const line = full.locations[0]?.lines[0];
    if (!line) throw new Error("no line");
    expect(lineMargin(line, full, { 1: 600 })).toEqual({
      costCents: 18_000,
      marginCents: 31_050 - 18_000,
      rate: (31_050 - 18_000) / 31_050,
    });
    const cut = quoteWith([{ scope: "recurring", kind: "percent", value: 50, reason: "Pilot" }]);
    const halved = cut.locations[0]?.lines[0];
    if (!halved) throw new Error("no line");
    // $5.17 a unit (rounded down) is under the $6.00 cost: a negative margin.
    expect(lineMargin(halved, cut, { 1: 600 })?.marginCents).toBe(517 * 30 - 18_000);
  });

  it("leaves out lines without a cost and sums a year of the rest", () => {
    const full = quoteWith();
    expect(lineMargin(full.locations[0]?.lines[0] as never, full, {})).toBeNull();
    expect(quoteMargin(full, {})).toEqual({
      lines: 0,
      marginCents: 0,
      revenueCents: 0,
      rate: null,
    });
    expect(quoteMargin(full, { 1: 600 })).toMatchObject({
      lines: 1,
      marginCents: (31_050 - 18_000) * 12,
      revenueCents: 31_050 * 12,
    });
  });
});
