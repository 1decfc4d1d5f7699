import type { Configuration } from "@shared/quotes/configuration";
import { totalsInDollars } from "@shared/quotes/engine/api-totals";
import type { QuoteAnswers, QuoteLocation, QuoteResult } from "@shared/quotes/engine/types";

/** Seed 001 §3 configurations.services: the priced lines, one per service and location. */
function configuredServices(result: QuoteResult): Configuration["configurations"]["services"] {
  return result.locations.flatMap((location) =>
    location.lines.map((line) => ({
      id: line.serviceId,
      quantity: line.quantity,
      customizations: {
        locationId: location.locationId,
        ...(line.addedFor ? { addedFor: line.addedFor } : {}),
      },
    })),
  );
}

/** What a version stores as seed 001 §3 `configurations`, from the server's own price. */
export function versionContent(
  priced: QuoteResult,
  answers: QuoteAnswers,
  locations: readonly QuoteLocation[],
): Configuration["configurations"] {
  return {
    services: configuredServices(priced),
    locations: [...locations],
    calculatedTotals: totalsInDollars(priced.totals),
    complianceRequirements: [...answers.complianceRequirements],
    securityFocus: [...answers.securityFocus],
    timeline: answers.timeline ?? null,
  };
}
