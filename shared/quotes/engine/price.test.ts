import { describe, expect, it } from "vitest";
import type { ActiveFormula } from "../../formulas/formula";
import { fixtureFormulas, fixtureLocation, fixtureServices, noAnswers } from "./engine-fixtures";
import { price } from "./price";
import type { QuoteInput, QuoteSelection } from "./types";

const hq = fixtureLocation("hq");

function quote(selections: QuoteSelection[], overrides: Partial<QuoteInput> = {}) {
  return price({
    services: fixtureServices,
    formulas: fixtureFormulas,
    answers: noAnswers,
    locations: [hq],
    selections,
    ...overrides,
  });
}

const lineOf = (result: ReturnType<typeof price>, serviceId: number, location = 0) =>
  result.locations[location]?.lines.find((line) => line.serviceId === serviceId);

const withFormula = (changed: ActiveFormula) =>
  fixtureFormulas.map((formula) => (formula.id === changed.id ? changed : formula));

describe("quantities", () => {
  it("count the service's basis at the location", () => {
    const result = quote([3, 4, 5].map((serviceId) => ({ locationId: "hq", serviceId })));
    expect(lineOf(result, 3)).toMatchObject({ basis: "user", quantity: 25 });
    expect(lineOf(result, 4)).toMatchObject({ basis: "location", quantity: 1 });
    expect(lineOf(result, 5)).toMatchObject({ basis: "server", quantity: 3 });
  });

  it("follow the service's quantity formula instead of its basis", () => {
    const result = quote([{ locationId: "hq", serviceId: 1 }]);
    expect(lineOf(result, 1)).toMatchObject({ basis: "endpoint", quantity: 33 });
    expect(result.formulaVersions[4]).toBe(1);
  });

  it("take the visitor's quantity when given, whole and not negative", () => {
    expect(lineOf(quote([{ locationId: "hq", serviceId: 1, quantity: 12.7 }]), 1)?.quantity).toBe(
      12,
    );
    expect(lineOf(quote([{ locationId: "hq", serviceId: 1, quantity: -4 }]), 1)?.quantity).toBe(0);
  });

  it("are kept within the service's minimum and maximum, with a note", () => {
    const small = quote([{ locationId: "hq", serviceId: 3, quantity: 2 }]);
    expect(lineOf(small, 3)).toMatchObject({
      quantity: 5,
      notes: ["Raised from 2 to the minimum of 5"],
    });
    const big = quote([{ locationId: "hq", serviceId: 5, quantity: 80 }]);
    expect(lineOf(big, 5)).toMatchObject({
      quantity: 50,
      notes: ["Limited from 80 to the maximum of 50"],
    });
  });

  it("merge a service chosen twice, the explicit and larger quantity winning", () => {
    const result = quote([
      { locationId: "hq", serviceId: 3, quantity: 40 },
      { locationId: "hq", serviceId: 3 },
      { locationId: "hq", serviceId: 3, quantity: 30 },
    ]);
    expect(result.locations[0]?.lines.filter((line) => line.serviceId === 3)).toHaveLength(1);
    expect(lineOf(result, 3)?.quantity).toBe(40);
  });
});

describe("prerequisites and dependencies", () => {
  it("add a prerequisite at the same location, saying why", () => {
    const result = quote([{ locationId: "hq", serviceId: 2 }]);
    expect(lineOf(result, 1)).toMatchObject({
      addedFor: 2,
      notes: ["Added because MDR requires it"],
    });
  });

  it("add a dependency, and what it needs in turn", () => {
    const result = quote([{ locationId: "hq", serviceId: 7 }]);
    expect(result.locations[0]?.lines.map((line) => line.serviceId)).toEqual([1, 2, 7]);
    expect(lineOf(result, 2)?.notes).toEqual(["Added because SIEM depends on it"]);
    expect(lineOf(result, 1)?.notes).toEqual(["Added because MDR requires it"]);
  });

  it("keep a service the visitor chose as chosen, without a note", () => {
    const result = quote([
      { locationId: "hq", serviceId: 2 },
      { locationId: "hq", serviceId: 1, quantity: 40 },
    ]);
    expect(lineOf(result, 1)).toMatchObject({ quantity: 40, notes: [] });
    expect(lineOf(result, 1)?.addedFor).toBeUndefined();
  });
});

describe("prices of a line", () => {
  it("round the unit price after the risk multiplier once, then multiply by the quantity", () => {
    // HIPAA: 1 + 1 + 1 = high (1.3). 49.99 x 1.3 = 64.987 -> $64.99 a unit; x 3 = $194.97.
    const result = quote([{ locationId: "hq", serviceId: 5 }], {
      answers: { complianceRequirements: ["hipaa"], securityFocus: [] },
    });
    expect(result.riskLevel).toBe("high");
    expect(lineOf(result, 5)).toMatchObject({
      unitPriceCents: 4999,
      riskMultiplier: 1.3,
      listCents: 19497,
      totalCents: 19497,
    });
  });

  it("round half up without floating-point noise", () => {
    // 9 x 1.15 = 10.35 per endpoint at medium risk; 900 x 1.15 is 1034.9999999999998 in binary.
    const medium = fixtureFormulas.filter((formula) => formula.purpose !== "risk-level");
    const result = quote([{ locationId: "hq", serviceId: 1, quantity: 1 }], { formulas: medium });
    expect(result.riskLevel).toBe("medium");
    expect(lineOf(result, 1)?.totalCents).toBe(1035);
  });

  it("apply the volume discount from the line's quantity", () => {
    // 150 users: min(0.1, 100 / 1000) = 10% off 150 x $55 x 1.15 (a large estate is medium risk).
    const result = quote([{ locationId: "hq", serviceId: 3 }], {
      locations: [fixtureLocation("hq", { userCount: 150 })],
    });
    expect(lineOf(result, 3)).toMatchObject({
      discountRate: 0.1,
      listCents: 948_750,
      // Decision 049: round($63.25 x 0.9) = $56.93 a unit, x 150.
      totalCents: 853_950,
    });
    expect(result.volumeDiscountCents).toBe(94_800 * 12);
  });

  it("work the volume discount out per location when its formula reads the location", () => {
    // Both lines count 1 (a per-location service), so only the location tells them apart.
    const bySite = withFormula({
      ...(fixtureFormulas[1] as ActiveFormula),
      expression: "if(hasOnPremise, 0.05, 0.02)",
    });
    const result = quote(
      [
        { locationId: "a", serviceId: 4 },
        { locationId: "b", serviceId: 4 },
      ],
      {
        formulas: bySite,
        locations: [fixtureLocation("a"), fixtureLocation("b", { hasOnPremise: false })],
      },
    );
    expect(lineOf(result, 4, 0)?.discountRate).toBe(0.05);
    expect(lineOf(result, 4, 1)?.discountRate).toBe(0.02);
  });

  it("share a quantity's volume discount between locations when the formula reads only it", () => {
    const result = quote(
      [
        { locationId: "a", serviceId: 3 },
        { locationId: "b", serviceId: 3 },
      ],
      {
        locations: [
          fixtureLocation("a", { userCount: 150 }),
          fixtureLocation("b", { userCount: 150, hasOnPremise: false }),
        ],
      },
    );
    expect(lineOf(result, 3, 0)?.discountRate).toBe(0.1);
    expect(lineOf(result, 3, 1)?.discountRate).toBe(0.1);
  });

  it("charge the setup fee once per line, not for a quantity of nothing", () => {
    const result = quote([
      { locationId: "hq", serviceId: 2 },
      { locationId: "hq", serviceId: 5, quantity: 0 },
    ]);
    expect(lineOf(result, 2)?.setupCents).toBe(25_000);
    expect(result.totals.setup).toBe(25_000);
  });
});

describe("totals", () => {
  it("separate monthly and annually billed lines and apply the prepay discount to monthly ones", () => {
    const result = quote([
      { locationId: "hq", serviceId: 4 },
      { locationId: "hq", serviceId: 6 },
    ]);
    expect(lineOf(result, 6)).toMatchObject({ billing: "annual", totalCents: 450_000 });
    expect(result.totals.monthly).toBe(7900);
    expect(result.yearlyPayMonthlyCents).toBe(7900 * 12 + 450_000);
    expect(result.prepayDiscountRate).toBe(0.1);
    expect(result.prepayDiscountCents).toBe(9480);
    expect(result.totals).toEqual({
      monthly: 7900,
      annually: 7900 * 12 - 9480 + 450_000,
      setup: 125_000,
      savings: 9480,
    });
  });

  it("give the larger prepay discount from a $5,000 monthly total", () => {
    const result = quote([{ locationId: "hq", serviceId: 3, quantity: 100 }]);
    expect(result.totals.monthly).toBeGreaterThanOrEqual(500_000);
    expect(result.prepayDiscountRate).toBe(0.12);
  });

  it("add the location totals up to the quote's", () => {
    const result = quote(
      [
        { locationId: "a", serviceId: 2 },
        { locationId: "b", serviceId: 3 },
        { locationId: "b", serviceId: 6 },
      ],
      { locations: [fixtureLocation("a"), fixtureLocation("b", { userCount: 7 })] },
    );
    const sum = (pick: (totals: { monthlyCents: number; setupCents: number }) => number) =>
      result.locations.reduce((total, location) => total + pick(location.totals), 0);
    expect(sum((totals) => totals.monthlyCents)).toBe(result.totals.monthly);
    expect(sum((totals) => totals.setupCents)).toBe(result.totals.setup);
  });

  it("are zero for an empty configuration", () => {
    expect(quote([]).totals).toEqual({ monthly: 0, annually: 0, setup: 0, savings: 0 });
  });
});

describe("formulas that fail", () => {
  it("fall back to no discount with a note", () => {
    const broken = withFormula({
      ...(fixtureFormulas[1] as ActiveFormula),
      expression: "quantity / (userCount - userCount)",
    });
    const result = quote([{ locationId: "hq", serviceId: 3 }], { formulas: broken });
    expect(lineOf(result, 3)?.discountRate).toBe(0);
    expect(result.notes).toEqual([
      'The formula "volume-discount 2" could not be computed: no volume discount was applied',
    ]);
    expect(result.formulaVersions[2]).toBeUndefined();
  });

  it("fall back to the basis when a quantity formula fails", () => {
    const broken = withFormula({
      ...(fixtureFormulas[3] as ActiveFormula),
      expression: "endpointCount / 0",
    });
    const result = quote([{ locationId: "hq", serviceId: 1 }], { formulas: broken });
    expect(lineOf(result, 1)?.quantity).toBe(30);
    expect(result.notes[0]).toMatch(/EDR is counted per endpoint/);
  });

  it("price at medium risk when the risk formula fails", () => {
    const broken = withFormula({ ...(fixtureFormulas[0] as ActiveFormula), expression: "1 / 0" });
    const result = quote([], { formulas: broken });
    expect(result.riskLevel).toBe("medium");
    expect(result.notes[0]).toMatch(/priced at medium risk/);
  });

  it("keep the risk level within low and critical", () => {
    const high = withFormula({ ...(fixtureFormulas[0] as ActiveFormula), expression: "userCount" });
    expect(quote([], { formulas: high }).riskLevel).toBe("critical");
    const low = withFormula({
      ...(fixtureFormulas[0] as ActiveFormula),
      expression: "0 - userCount",
    });
    expect(quote([], { formulas: low }).riskLevel).toBe("low");
  });
});

describe("what the engine leaves out", () => {
  it("notes services missing from the catalogue and choices for unknown locations", () => {
    const result = quote([
      { locationId: "hq", serviceId: 99 },
      { locationId: "nowhere", serviceId: 1 },
    ]);
    expect(result.locations[0]?.lines).toEqual([]);
    expect(result.notes).toEqual([
      "A choice for an unknown location was left out",
      "Service 99 is not in the catalogue and was left out",
    ]);
  });

  it("records the version of every formula it used", () => {
    const result = quote([
      { locationId: "hq", serviceId: 1 },
      { locationId: "hq", serviceId: 4 },
    ]);
    expect(result.formulaVersions).toEqual({ 1: 1, 2: 1, 3: 1, 4: 1 });
  });
});
