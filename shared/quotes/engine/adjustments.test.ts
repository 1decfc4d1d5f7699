import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import type { QuoteAdjustment } from "./adjustments";
import { configurations } from "./engine-arbitraries";
import { fixtureFormulas, fixtureLocation, fixtureServices, noAnswers } from "./engine-fixtures";
import { price } from "./price";
import type { QuoteInput, QuoteResult, QuoteSelection } from "./types";

/**
 * Staff discounts in the engine (issue 11): on a line, on the recurring charges or on the
 * setup fees, as a percentage or an amount in cents; never below zero, each reporting what
 * it took off.
 */
const hq = fixtureLocation("hq");

const input = (
  selections: QuoteSelection[],
  adjustments?: QuoteAdjustment[],
  overrides: Partial<QuoteInput> = {},
): QuoteInput => ({
  services: fixtureServices,
  formulas: fixtureFormulas,
  answers: noAnswers,
  locations: [hq],
  selections,
  ...(adjustments ? { adjustments } : {}),
  ...overrides,
});

const pick = (...serviceIds: number[]) =>
  serviceIds.map((serviceId) => ({ locationId: "hq", serviceId }));

const lineOf = (result: QuoteResult, serviceId: number, location = 0) => {
  const line = result.locations[location]?.lines.find((entry) => entry.serviceId === serviceId);
  if (!line) throw new Error(`no line for service ${serviceId}`);
  return line;
};

/** A year's charges billed yearly (annual lines), from the result's own numbers. */
const annualBilled = (result: QuoteResult) =>
  result.yearlyPayMonthlyCents - result.totals.monthly * 12;

const line = (
  serviceId: number,
  kind: QuoteAdjustment["kind"],
  value: number,
  reason = "Loyalty",
  locationId = "hq",
): QuoteAdjustment => ({ scope: "line", locationId, serviceId, kind, value, reason });
const recurring = (kind: QuoteAdjustment["kind"], value: number, reason = "Multi-year deal") =>
  ({ scope: "recurring", kind, value, reason }) as QuoteAdjustment;
const setup = (kind: QuoteAdjustment["kind"], value: number, reason = "Setup waived") =>
  ({ scope: "setup", kind, value, reason }) as QuoteAdjustment;

// EDR (monthly, 33 endpoints), MDR (monthly, $250 setup), Helpdesk and its Onboarding
// (monthly, $1,250 setup), Pen test (billed yearly, $4,500).
const mixed = pick(1, 2, 3, 6);

describe("no staff discounts", () => {
  it("prices exactly as without the field, with nothing to report", () => {
    const before = price(input(mixed));
    expect(price(input(mixed, []))).toEqual(before);
    expect(before.adjustments).toEqual([]);
    expect(before.staffDiscountCents).toBe(0);
    expect(before.setupDiscountCents).toBe(0);
    for (const priced of before.locations.flatMap((location) => location.lines)) {
      expect(priced.staffDiscountCents).toBe(0);
    }
    expect(before.totals.savings).toBe(before.volumeDiscountCents + before.prepayDiscountCents);
  });

  test.prop([configurations(fixtureServices, fixtureFormulas)])(
    "an empty list changes nothing for any configuration",
    (random) => {
      const { adjustments: _ignored, ...without } = random;
      const result = price(without);
      expect(price({ ...without, adjustments: [] })).toEqual(result);
      expect(result.totals.savings).toBe(result.volumeDiscountCents + result.prepayDiscountCents);
    },
  );
});

describe("a line discount", () => {
  it("takes a percentage off that line and the totals, twelve times a year in savings", () => {
    const before = price(input(mixed));
    const after = price(input(mixed, [line(1, "percent", 10)]));
    const was = lineOf(before, 1).totalCents;
    const off = Math.round(was / 10);
    expect(off).toBeGreaterThan(0);
    expect(lineOf(after, 1)).toMatchObject({ totalCents: was - off, staffDiscountCents: off });
    expect(lineOf(after, 1).listCents).toBe(lineOf(before, 1).listCents);
    // Other lines are untouched.
    for (const serviceId of [2, 3, 4, 6]) {
      expect(lineOf(after, serviceId)).toEqual(lineOf(before, serviceId));
    }
    expect(after.totals.monthly).toBe(before.totals.monthly - off);
    expect(after.locations[0]?.totals.monthlyCents).toBe(before.totals.monthly - off);
    expect(after.yearlyPayMonthlyCents).toBe(before.yearlyPayMonthlyCents - off * 12);
    expect(after.totals.setup).toBe(before.totals.setup);
    expect(after.staffDiscountCents).toBe(off * 12);
    expect(after.totals.savings - after.prepayDiscountCents).toBe(
      before.totals.savings - before.prepayDiscountCents + off * 12,
    );
    expect(after.adjustments).toEqual([
      { ...line(1, "percent", 10), monthlyCents: off, annualCents: 0, setupCents: 0 },
    ]);
    expect(after.notes).toEqual(before.notes);
  });

  it("takes an amount in cents off a monthly line", () => {
    const before = price(input(mixed));
    const after = price(input(mixed, [line(2, "amount", 2_500)]));
    expect(lineOf(after, 2).totalCents).toBe(lineOf(before, 2).totalCents - 2_500);
    expect(lineOf(after, 2).staffDiscountCents).toBe(2_500);
    expect(after.totals.monthly).toBe(before.totals.monthly - 2_500);
    expect(after.staffDiscountCents).toBe(2_500 * 12);
    expect(after.adjustments[0]).toMatchObject({ monthlyCents: 2_500, annualCents: 0 });
  });

  it("on a line billed yearly lowers the annual charge once, not twelve times", () => {
    const before = price(input(mixed));
    const after = price(input(mixed, [line(6, "amount", 50_000)]));
    expect(lineOf(after, 6)).toMatchObject({ totalCents: 400_000, staffDiscountCents: 50_000 });
    expect(after.totals.monthly).toBe(before.totals.monthly);
    expect(after.totals.annually).toBe(before.totals.annually - 50_000);
    expect(after.totals.savings).toBe(before.totals.savings + 50_000);
    expect(after.staffDiscountCents).toBe(50_000);
    expect(after.adjustments[0]).toMatchObject({ monthlyCents: 0, annualCents: 50_000 });
  });

  it("at 100% or with a huge amount makes the line free, never negative", () => {
    const before = price(input(mixed));
    const after = price(input(mixed, [line(1, "percent", 100), line(3, "amount", 100_000_000)]));
    expect(lineOf(after, 1).totalCents).toBe(0);
    expect(lineOf(after, 3).totalCents).toBe(0);
    expect(lineOf(after, 3).staffDiscountCents).toBe(lineOf(before, 3).totalCents);
    expect(after.adjustments.map((applied) => applied.monthlyCents)).toEqual([
      lineOf(before, 1).totalCents,
      lineOf(before, 3).totalCents,
    ]);
  });

  it("stacks in the order given, each on what is left", () => {
    const before = price(input(pick(3)));
    const was = lineOf(before, 3).totalCents;
    const after = price(input(pick(3), [line(3, "amount", 1_000), line(3, "percent", 50)]));
    const second = Math.round((was - 1_000) / 2);
    expect(after.adjustments.map((applied) => applied.monthlyCents)).toEqual([1_000, second]);
    expect(lineOf(after, 3).totalCents).toBe(was - 1_000 - second);
  });

  it("applies only at its own location", () => {
    const locations = [fixtureLocation("hq"), fixtureLocation("branch")];
    const selections = [...pick(1), { locationId: "branch", serviceId: 1 }];
    const before = price(input(selections, undefined, { locations }));
    const after = price(
      input(selections, [line(1, "amount", 100, "Branch deal", "branch")], { locations }),
    );
    expect(lineOf(after, 1, 0)).toEqual(lineOf(before, 1, 0));
    expect(lineOf(after, 1, 1).totalCents).toBe(lineOf(before, 1, 1).totalCents - 100);
  });

  it("for a line not in the quote adds a note and changes nothing", () => {
    const before = price(input(mixed));
    const after = price(
      input(mixed, [
        line(5, "percent", 20, "Backup bundle"),
        line(1, "amount", 10, "Elsewhere", "nowhere"),
      ]),
    );
    expect(after.totals).toEqual(before.totals);
    expect(after.locations).toEqual(before.locations);
    expect(after.staffDiscountCents).toBe(0);
    expect(after.notes).toEqual([
      ...before.notes,
      'The discount "Backup bundle" is for a line not in this quote',
      'The discount "Elsewhere" is for a line not in this quote',
    ]);
    for (const applied of after.adjustments) {
      expect(applied).toMatchObject({ monthlyCents: 0, annualCents: 0, setupCents: 0 });
    }
  });

  it("on a line that is in the quote is never said to be for a line not in it", () => {
    // Two 100% discounts on one line: the second finds nothing left to take, but the line
    // is in the quote. Likewise a discount on a line priced at zero (quantity 0).
    const after = price(
      input(
        [...pick(3), { locationId: "hq", serviceId: 5, quantity: 0 }],
        [
          line(3, "percent", 100, "First"),
          line(3, "percent", 100, "Second"),
          line(5, "amount", 500, "Zero line"),
        ],
      ),
    );
    expect(lineOf(after, 3).totalCents).toBe(0);
    expect(after.notes.filter((note) => note.includes("not in this quote"))).toEqual([]);
  });
});

describe("a recurring discount", () => {
  // Onboarding ($79 a month, $1,250 setup) and the Pen test ($4,500 a year).
  const both = pick(4, 6);

  it("as a percentage lowers monthly and yearly-billed charges alike", () => {
    const before = price(input(both));
    expect(before.totals.monthly).toBe(7_900);
    expect(annualBilled(before)).toBe(450_000);
    const after = price(input(both, [recurring("percent", 10)]));
    expect(after.adjustments).toEqual([
      { ...recurring("percent", 10), monthlyCents: 790, annualCents: 45_000, setupCents: 0 },
    ]);
    expect(after.totals.monthly).toBe(7_110);
    expect(annualBilled(after)).toBe(405_000);
    // The prepay discount (10%) applies to what is left of the monthly charges.
    expect(after.prepayDiscountCents).toBe(8_532);
    expect(after.totals).toEqual({
      monthly: 7_110,
      annually: 7_110 * 12 - 8_532 + 405_000,
      setup: 125_000,
      savings: 8_532 + 790 * 12 + 45_000,
    });
    expect(after.staffDiscountCents).toBe(790 * 12 + 45_000);
    // Lines keep their own prices: the discount is on the quote.
    expect(after.locations).toEqual(before.locations);
  });

  it("as an amount comes off the monthly charge only", () => {
    const before = price(input(both));
    const after = price(input(both, [recurring("amount", 1_000)]));
    expect(after.totals.monthly).toBe(6_900);
    expect(annualBilled(after)).toBe(annualBilled(before));
    expect(after.adjustments[0]).toMatchObject({ monthlyCents: 1_000, annualCents: 0 });
    expect(after.staffDiscountCents).toBe(12_000);
  });

  it("never takes more than the charges, however large", () => {
    const after = price(input(both, [recurring("amount", 100_000_000), recurring("percent", 100)]));
    expect(after.totals.monthly).toBe(0);
    expect(after.totals.annually).toBe(0);
    expect(
      after.adjustments.map(({ monthlyCents, annualCents }) => [monthlyCents, annualCents]),
    ).toEqual([
      [7_900, 0],
      [0, 450_000],
    ]);
  });

  it("comes after line discounts", () => {
    const after = price(input(both, [recurring("percent", 50), line(4, "amount", 1_900)]));
    // The line discount goes first (7,900 -> 6,000), then half of what is left.
    expect(after.adjustments[1]).toMatchObject({ monthlyCents: 1_900 });
    expect(after.adjustments[0]).toMatchObject({ monthlyCents: 3_000, annualCents: 225_000 });
    expect(after.totals.monthly).toBe(3_000);
  });
});

describe("a setup discount", () => {
  it("as a percentage or an amount lowers the setup fees once", () => {
    const before = price(input(mixed));
    expect(before.totals.setup).toBe(150_000);
    const after = price(input(mixed, [setup("percent", 20), setup("amount", 5_000)]));
    expect(after.adjustments.map((applied) => applied.setupCents)).toEqual([30_000, 5_000]);
    expect(after.totals.setup).toBe(115_000);
    expect(after.setupDiscountCents).toBe(35_000);
    expect(after.totals.monthly).toBe(before.totals.monthly);
    expect(after.totals.annually).toBe(before.totals.annually);
    expect(after.staffDiscountCents).toBe(0);
    expect(after.totals.savings).toBe(before.totals.savings + 35_000);
  });

  it("waives the fees at most", () => {
    const after = price(input(mixed, [setup("amount", 100_000_000), setup("percent", 100)]));
    expect(after.totals.setup).toBe(0);
    expect(after.adjustments.map((applied) => applied.setupCents)).toEqual([150_000, 0]);
  });
});

const adjustmentArbitrary = fc.oneof(
  fc.record({
    scope: fc.constant("line" as const),
    locationId: fc.constantFrom("loc-0", "loc-1", "loc-2", "loc-3", "elsewhere"),
    serviceId: fc.constantFrom(...fixtureServices.map((service) => service.id), 99),
    kind: fc.constantFrom("percent" as const, "amount" as const),
    value: fc.oneof(
      fc.integer({ min: 1, max: 10_000 }).map((hundredths) => hundredths / 100),
      fc.constant(100),
      fc.integer({ min: 1, max: 100_000_000 }),
    ),
    reason: fc.constant("Random"),
  }),
  fc.record({
    scope: fc.constantFrom("recurring" as const, "setup" as const),
    kind: fc.constantFrom("percent" as const, "amount" as const),
    value: fc.oneof(
      fc.integer({ min: 1, max: 10_000 }).map((hundredths) => hundredths / 100),
      fc.constant(100),
      fc.constant(100_000_000),
      fc.integer({ min: 1, max: 1_000_000 }),
    ),
    reason: fc.constant("Random"),
  }),
);

/** Percentages stay within 100 whatever the arbitrary drew (the schema's rule). */
const valid = (adjustment: QuoteAdjustment): QuoteAdjustment =>
  adjustment.kind === "percent" && adjustment.value > 100
    ? { ...adjustment, value: 100 }
    : adjustment.kind === "amount"
      ? { ...adjustment, value: Math.max(1, Math.round(adjustment.value)) }
      : adjustment;

describe("properties of staff discounts", () => {
  test.prop([
    configurations(fixtureServices, fixtureFormulas),
    fc.array(adjustmentArbitrary, { maxLength: 8 }),
  ])("never go below zero and account for every cent they take", (random, drawn) => {
    const adjustments = drawn.map(valid);
    const before = price(random);
    const after = price({ ...random, adjustments });

    for (const value of Object.values(after.totals)) {
      expect(Number.isInteger(value)).toBe(true);
      expect(value).toBeGreaterThanOrEqual(0);
    }
    for (const priced of after.locations.flatMap((location) => location.lines)) {
      expect(priced.totalCents).toBeGreaterThanOrEqual(0);
      expect(priced.staffDiscountCents).toBeGreaterThanOrEqual(0);
      expect(Number.isInteger(priced.totalCents)).toBe(true);
    }
    expect(after.adjustments).toHaveLength(adjustments.length);
    for (const [index, applied] of after.adjustments.entries()) {
      expect(applied).toMatchObject(adjustments[index] as QuoteAdjustment);
      for (const off of [applied.monthlyCents, applied.annualCents, applied.setupCents]) {
        expect(Number.isInteger(off)).toBe(true);
        expect(off).toBeGreaterThanOrEqual(0);
      }
    }

    const sum = (key: "monthlyCents" | "annualCents" | "setupCents") =>
      after.adjustments.reduce((total, applied) => total + applied[key], 0);
    expect(sum("monthlyCents")).toBe(before.totals.monthly - after.totals.monthly);
    expect(sum("annualCents")).toBe(annualBilled(before) - annualBilled(after));
    expect(sum("setupCents")).toBe(before.totals.setup - after.totals.setup);
    expect(after.staffDiscountCents).toBe(sum("monthlyCents") * 12 + sum("annualCents"));
    expect(after.setupDiscountCents).toBe(sum("setupCents"));
    expect(after.volumeDiscountCents).toBe(before.volumeDiscountCents);
    expect(after.totals.savings).toBe(
      after.volumeDiscountCents +
        after.prepayDiscountCents +
        after.staffDiscountCents +
        after.setupDiscountCents,
    );
    expect(after.totals.annually + after.prepayDiscountCents).toBe(after.yearlyPayMonthlyCents);
  });

  test.prop([configurations(fixtureServices, fixtureFormulas)])(
    "100% off everything leaves nothing to pay",
    (random) => {
      const lines = random.locations.flatMap((location) =>
        fixtureServices.map((service) => line(service.id, "percent", 100, "All", location.id)),
      );
      const after = price({
        ...random,
        adjustments: [...lines, recurring("percent", 100), setup("percent", 100)],
      });
      expect(after.totals.monthly).toBe(0);
      expect(after.totals.annually).toBe(0);
      expect(after.totals.setup).toBe(0);
      for (const priced of after.locations.flatMap((location) => location.lines)) {
        expect(priced.totalCents).toBe(0);
      }
    },
  );
});
