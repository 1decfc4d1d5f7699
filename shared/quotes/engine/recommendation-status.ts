import type { Service } from "../../catalog/service";
import { requiredAt } from "./selection";
import type { QuoteLocation, QuoteResult, QuoteSelection } from "./types";

/**
 * Where a recommended service stands in the quote (issue 33, decision 050), read from what
 * is priced rather than only from what the visitor clicked:
 * - `open`: not in the quote; the visitor may include it.
 * - `chosen`: the visitor included it and may remove it.
 * - `required`: in the quote because another service there needs it; removing it would be
 *   refused, so the step explains instead of offering a button that cannot work.
 */
export type RecommendationStatus =
  | { kind: "open" }
  | { kind: "chosen" }
  | { kind: "required"; text: string };

export function recommendationStatus(
  serviceId: number,
  context: {
    services: readonly Service[];
    selections: readonly QuoteSelection[];
    locations: readonly Pick<QuoteLocation, "id">[];
    /** The services with a line in the priced quote (chosen or added). */
    inQuote: ReadonlySet<number>;
  },
): RecommendationStatus {
  if (!context.inQuote.has(serviceId)) return { kind: "open" };
  for (const location of context.locations) {
    const required = requiredAt(context.services, context.selections, location.id, serviceId);
    if (required) {
      return {
        kind: "required",
        text: `Included because ${required.by} ${required.verb} it`,
      };
    }
  }
  return { kind: "chosen" };
}

/** The services with a line in the quote at any location. */
export const servicesInQuote = (quote: Pick<QuoteResult, "locations">): Set<number> =>
  new Set(quote.locations.flatMap((location) => location.lines.map((line) => line.serviceId)));
