import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { centsToDollars, dollarsToCents, formatMoney, formatPrice } from "./money";

describe("formatMoney", () => {
  it.each([
    [123_450, "$1,234.50"],
    [0, "$0.00"],
    [5, "$0.05"],
    [4900, "$49.00"],
    [1_200_000_00, "$1,200,000.00"],
    [-2500, "-$25.00"],
  ])("%i cents -> %s", (cents, text) => {
    expect(formatMoney(cents)).toBe(text);
  });

  it("refuses fractions of a cent and non-numbers", () => {
    expect(() => formatMoney(10.5)).toThrow(RangeError);
    expect(() => formatMoney(Number.NaN)).toThrow(RangeError);
  });
});

describe("formatPrice", () => {
  it("drops .00 for whole dollars and keeps the cents otherwise", () => {
    expect(formatPrice(4900)).toBe("$49");
    expect(formatPrice(1_800_000)).toBe("$18,000");
    expect(formatPrice(123_450)).toBe("$1,234.50");
    expect(formatPrice(899_999)).toBe("$8,999.99");
    expect(formatPrice(0)).toBe("$0");
  });
});

describe("formatting without Intl", () => {
  const intl = (digits: number, cents: number) =>
    new Intl.NumberFormat("en-US", {
      style: "currency",
      currency: "USD",
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(cents / 100);
  // Up to a trillion dollars: where dividing by 100 still gives Intl the exact cents.
  const amounts = fc.integer({ min: -100_000_000_000_000, max: 100_000_000_000_000 });

  it("writes what Intl's en-US dollar format would", () => {
    fc.assert(
      fc.property(amounts, (cents) => {
        expect(formatMoney(cents)).toBe(intl(2, cents));
        expect(formatPrice(cents)).toBe(intl(cents % 100 === 0 ? 0 : 2, cents));
      }),
      { numRuns: 2000 },
    );
  });
});

describe("cents <-> dollars", () => {
  it("converts exactly, including amounts binary floats cannot hold", () => {
    expect(centsToDollars(1999)).toBe(19.99);
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(dollarsToCents(1_234_567.89)).toBe(123_456_789);
    for (let cents = 0; cents < 20_000; cents += 7) {
      expect(dollarsToCents(centsToDollars(cents))).toBe(cents);
    }
  });

  it("refuses what is not an amount", () => {
    expect(() => dollarsToCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => centsToDollars(1.5)).toThrow(RangeError);
  });
});
