import { fc } from "@fast-check/vitest";
import { complianceIds, securityFocusIds } from "../../assessment/options";
import type { Service } from "../../catalog/service";
import type { ActiveFormula } from "../../formulas/formula";
import type { QuoteInput, QuoteLocation } from "./types";

/**
 * Random configurations for the engine's property tests, over any catalogue and formulas
 * (the small fixture in shared/, the seeded catalogue on the server side).
 */

// Users stay below 500: the seeded volume discount lowers a line's total only past 525 units.
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
    .map((counts) => ({ id, name: `Site ${id}`, ...counts }));

export function configurations(
  services: readonly Service[],
  formulas: readonly ActiveFormula[],
): fc.Arbitrary<QuoteInput> {
  const serviceIds = services.map((service) => service.id);
  return fc
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
    .map((parts) => ({ services, formulas, ...parts }));
}
