import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import type { Service } from "../../catalog/service";
import type { ActiveFormula } from "../../formulas/formula";
import { configurations } from "./engine-arbitraries";
import { price } from "./price";
import { roundCents } from "./rounding";
import type { QuoteInput, QuoteLocation } from "./types";

/**
 * Properties of issue 9 over random configurations: never negative, monotone in services
 * and users, blind to order, additive. Run over the fixture catalogue (shared/) and over the
 * seeded catalogue with its formulas (server side), since the seeded formulas are what
 * prospects are priced with.
 */
const totalsOf = (input: QuoteInput) => price(input).totals;

export function describeEngineProperties(
  name: string,
  services: readonly Service[],
  formulas: readonly ActiveFormula[],
) {
  const configuration = configurations(services, formulas);
  const serviceIds = services.map((service) => service.id);
  describe(`the quote engine's properties (${name})`, () => {
    test.prop([configuration])("never gives a negative amount", (input) => {
      const result = price(input);
      for (const value of Object.values(result.totals)) expect(value).toBeGreaterThanOrEqual(0);
      for (const line of result.locations.flatMap((priced) => priced.lines)) {
        expect(line.totalCents).toBeGreaterThanOrEqual(0);
        expect(line.totalCents).toBeLessThanOrEqual(line.listCents);
        expect(Number.isInteger(line.totalCents)).toBe(true);
      }
    });

    test.prop([configuration])(
      "makes every line its quantity times one unit price in whole cents (decision 049)",
      (input) => {
        for (const line of price(input).locations.flatMap((priced) => priced.lines)) {
          const unit = roundCents(
            line.unitPriceCents * line.riskMultiplier * (1 - line.discountRate),
          );
          expect(line.totalCents + line.staffDiscountCents).toBe(line.quantity * unit);
          const listUnit = roundCents(line.unitPriceCents * line.riskMultiplier);
          expect(line.listCents).toBe(line.quantity * listUnit);
        }
      },
    );

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
      expect(result.totals.annually + result.prepayDiscountCents).toBe(
        result.yearlyPayMonthlyCents,
      );
    });
  });
}
