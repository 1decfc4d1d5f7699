import { describe, expect, it } from "vitest";
import { annualPriceCents, planPriceCents } from "./plan-price";

describe("planPriceCents", () => {
  it("reads price, else monthlyPrice", () => {
    expect(planPriceCents({ price: 49 })).toBe(4900);
    expect(planPriceCents({ monthlyPrice: 1995 })).toBe(199_500);
    expect(planPriceCents({ price: 12.5, monthlyPrice: 99 })).toBe(1250);
  });

  it("treats 0 as a price and null as missing", () => {
    expect(planPriceCents({ price: 0, monthlyPrice: 99 })).toBe(0);
    expect(planPriceCents({ price: null, monthlyPrice: 99 })).toBe(9900);
  });

  it("gives null when there is no usable price", () => {
    expect(planPriceCents({})).toBeNull();
    expect(planPriceCents({ price: Number.NaN })).toBeNull();
  });
});

describe("annualPriceCents", () => {
  it("reads the optional annual price", () => {
    expect(annualPriceCents({ annualPrice: 21_540 })).toBe(2_154_000);
    expect(annualPriceCents({ price: 10 })).toBeNull();
  });
});
