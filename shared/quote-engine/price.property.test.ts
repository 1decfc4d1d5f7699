import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { complianceIds, securityFocusIds } from "../assessment/options";
import { fixtureFormulas, fixtureLocation, fixtureServices } from "./engine-fixtures";
import { price } from "./price";
import type { QuoteInput, QuoteLocation } from "./types";

/**
 * Properties of issue 9 over random configurations of the fixture catalogue with the seed's
 * formulas: never negative, monotone in services and users, blind to order, additive.
 */
const serviceIds = fixtureServices.map((service) => service.id);
// Users stay below 500: the seed's volume discount lowers a line's total only past 525 units.
const count = fc.integer({ min: 0, max: 400 });

const location = (id: string): fc.Arbitrary<QuoteLocation> =>
  fc
    .record({
      userCount: count,
      endpointCount: count,
      serverCount: fc.integer({ min: 0, max: 60 }),
      hasCloudServices: fc.boolean(),
      hasOnPremise: fc.boolean(),
      hasSaaSApps: fc.boolean(),
    })
    .map((counts) => fixtureLocation(id, counts));

const configuration: fc.Arbitrary<QuoteInput> = fc
  .integer({ min: 1, max: 4 })
  .chain((size) => {
    const ids = Array.from({ length: size }, (_, index) => `loc-${index}`);
    return fc.record({
      locations: fc.tuple(...ids.map(location)),
      selections: fc.array(
        fc.record(
          {
            locationId: fc.constantFrom(...ids),
            serviceId: fc.constantFrom(...serviceIds),
            quantity: fc.integer({ min: 0, max: 300 }),
          },
          { requiredKeys: ["locationId", "serviceId"] },
        ),
        { maxLength: 12 },
      ),
      answers: fc.record({
        complianceRequirements: fc.subarray(complianceIds),
        securityFocus: fc.subarray(securityFocusIds),
      }),
    });
  })
  .map((parts) => ({ services: fixtureServices, formulas: fixtureFormulas, ...parts }));

const totalsOf = (input: QuoteInput) => price(input).totals;

describe("the quote engine's properties", () => {
  test.prop([configuration])("never gives a negative amount", (input) => {
    const result = price(input);
    for (const value of Object.values(result.totals)) expect(value).toBeGreaterThanOrEqual(0);
    for (const line of result.locations.flatMap((priced) => priced.lines)) {
      expect(line.totalCents).toBeGreaterThanOrEqual(0);
      expect(line.totalCents).toBeLessThanOrEqual(line.listCents);
      expect(Number.isInteger(line.totalCents)).toBe(true);
    }
  });

  test.prop([configuration, fc.constantFrom(...serviceIds), fc.nat()])(
    "never lowers the monthly total when a service is added",
    (input, serviceId, pick) => {
      const target = input.locations[pick % input.locations.length] as QuoteLocation;
      const chosen = input.selections.some(
        (selection) => selection.locationId === target.id && selection.serviceId === serviceId,
      );
      fc.pre(!chosen);
      const more = {
        ...input,
        selections: [...input.selections, { locationId: target.id, serviceId }],
      };
      expect(totalsOf(more).monthly).toBeGreaterThanOrEqual(totalsOf(input).monthly);
    },
  );

  test.prop([configuration, fc.nat()])(
    "never lowers the monthly total when a user is added",
    (input, pick) => {
      const index = pick % input.locations.length;
      const locations = input.locations.map((site, at) =>
        at === index ? { ...site, userCount: site.userCount + 1 } : site,
      );
      expect(totalsOf({ ...input, locations }).monthly).toBeGreaterThanOrEqual(
        totalsOf(input).monthly,
      );
    },
  );

  test.prop([configuration, fc.nat(), fc.nat()])(
    "gives the same totals whatever the order of services and locations",
    (input, seedA, seedB) => {
      const shuffled = (list: readonly unknown[], seed: number) =>
        [...list]
          .map((item, index) => ({ item, key: (index * 7919 + seed) % 104_729 }))
          .sort((a, b) => a.key - b.key)
          .map((entry) => entry.item);
      const reordered = {
        ...input,
        selections: shuffled(input.selections, seedA) as QuoteInput["selections"],
        locations: shuffled(input.locations, seedB) as QuoteInput["locations"],
      };
      expect(totalsOf(reordered)).toEqual(totalsOf(input));
    },
  );

  test.prop([configuration])("adds the location totals up to the quote's", (input) => {
    const result = price(input);
    const sum = (pick: (totals: (typeof result.locations)[number]["totals"]) => number) =>
      result.locations.reduce((total, priced) => total + pick(priced.totals), 0);
    expect(sum((totals) => totals.monthlyCents)).toBe(result.totals.monthly);
    expect(sum((totals) => totals.setupCents)).toBe(result.totals.setup);
    expect(result.totals.annually + result.prepayDiscountCents).toBe(result.yearlyPayMonthlyCents);
  });
});
