import { describe, expect, it } from "vitest";
import { annualSavingCents, annualSavingLabel } from "./saving";

describe("annualSavingCents (price x 12 - annual price, whole dollars)", () => {
  it("computes the saving in cents, rounded to whole dollars", () => {
    expect(annualSavingCents(199_500, 2_154_000)).toBe(240_000);
    expect(annualSavingCents(1050, 12_000)).toBe(600); // $126 - $120
    expect(annualSavingCents(1000, 11_950)).toBe(100); // $0.50 rounds up to $1
    expect(annualSavingCents(1000, 11_951)).toBe(0); // $0.49 rounds to nothing
  });

  it("is negative when yearly costs more, and zero without both prices", () => {
    expect(annualSavingCents(1000, 13_000)).toBe(-1000);
    expect(annualSavingCents(null, 10_000)).toBe(0);
    expect(annualSavingCents(1000, null)).toBe(0);
  });
});

describe("annualSavingLabel", () => {
  it("shows 'Save $X' when paying yearly saves money", () => {
    expect(annualSavingLabel({ monthlyPrice: 1995, annualPrice: 21_540 })).toBe("Save $2,400");
    expect(annualSavingLabel({ price: 10, annualPrice: 100 })).toBe("Save $20");
    expect(annualSavingLabel({ price: 10.5, annualPrice: 125.5 })).toBe("Save $1");
  });

  it("shows nothing when there is no saving, no annual price or no price", () => {
    expect(annualSavingLabel({ price: 10, annualPrice: 120 })).toBeNull();
    expect(annualSavingLabel({ price: 10, annualPrice: 119.6 })).toBeNull();
    expect(annualSavingLabel({ price: 10, annualPrice: 150 })).toBeNull();
    expect(annualSavingLabel({ price: 10 })).toBeNull();
    expect(annualSavingLabel({ annualPrice: 100 })).toBeNull();
  });
});
