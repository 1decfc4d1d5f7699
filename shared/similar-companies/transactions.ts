import type { Configuration } from "../quotes/configuration";
import type { SnapshotOption } from "../quotes/snapshot";
import { segmentKey, segmentOf } from "./segment";

/**
 * The mining's transactions (decision 071): one per quote, its segment and the services it
 * chose. An accepted quote is the strong signal; a quote a prospect saved in the builder and
 * has not accepted (nor declined) counts, weighted less (rules.ts).
 */
export const quoteKinds = ["accepted", "saved"] as const;
export type QuoteKind = (typeof quoteKinds)[number];

export interface QuoteTransaction {
  /** segmentKey() of the quote's answers. */
  segment: string;
  /** Every service with a line of at least one unit somewhere, once each, ascending. */
  services: readonly number[];
  kind: QuoteKind;
}

export function transactionOf(
  quote: {
    complianceRequirements: readonly string[];
    sites: readonly { userCount: number }[];
    lines: readonly { serviceId: number; quantity: number }[];
  },
  kind: QuoteKind,
): QuoteTransaction {
  const chosen = quote.lines.filter((line) => line.quantity > 0).map((line) => line.serviceId);
  return {
    segment: segmentKey(segmentOf(quote)),
    services: [...new Set(chosen)].sort((a, b) => a - b),
    kind,
  };
}

/** An accepted option of a share link, as frozen in its snapshot (with the lines accepted). */
export const snapshotTransaction = (option: SnapshotOption): QuoteTransaction =>
  transactionOf(
    {
      complianceRequirements: option.answers.complianceRequirements,
      sites: option.sites,
      lines: option.locations.flatMap((location) => location.lines),
    },
    "accepted",
  );

/** A version the prospect saved in the builder, from its stored content. */
export const savedTransaction = (content: Configuration["configurations"]): QuoteTransaction =>
  transactionOf(
    {
      complianceRequirements: content.complianceRequirements,
      sites: content.locations,
      lines: content.services.map((service) => ({
        serviceId: service.id,
        quantity: service.quantity,
      })),
    },
    "saved",
  );

/**
 * What a quote counts as after an event: `incoming` (null when it stops counting, as a
 * declined quote does), except that an accepted quote stays accepted until a later
 * acceptance replaces it; a save, a revision or a decline elsewhere does not undo it.
 */
export function contributionAfter(
  previous: QuoteTransaction | null,
  incoming: QuoteTransaction | null,
): QuoteTransaction | null {
  if (previous?.kind === "accepted" && incoming?.kind !== "accepted") return previous;
  return incoming;
}
