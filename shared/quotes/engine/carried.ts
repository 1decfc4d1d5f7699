import type { QuoteAdjustment } from "./adjustments";
import { price } from "./price";
import type { QuoteInput, QuoteResult } from "./types";

/** A carried line discount whose line left the quote, and the note that says so. */
export interface DroppedAdjustment {
  adjustment: QuoteAdjustment;
  note: string;
}

export interface CarriedQuote {
  result: QuoteResult;
  /** The carried discounts still in force, in their order. */
  kept: QuoteAdjustment[];
  dropped: DroppedAdjustment[];
}

const lineKey = (locationId: string | undefined, serviceId: number | undefined) =>
  `${locationId ?? ""}\u0000${serviceId ?? 0}`;

/**
 * Prices a builder session that carries the staff discounts of the version it was opened
 * from (issue 33, decision 050): every discount stays, except a line discount whose service
 * is no longer priced at its location, which is dropped with a note (in the result's notes
 * too, so the saved version says what happened). The browser and the server's save both
 * call this, so the builder shows what will be saved.
 */
export function priceCarried(input: QuoteInput, carried: readonly QuoteAdjustment[]): CarriedQuote {
  const first = price({ ...input, adjustments: carried });
  if (carried.length === 0) return { result: first, kept: [], dropped: [] };
  const lines = new Map<string, string>();
  for (const location of first.locations) {
    for (const line of location.lines) {
      if (!line.notPriced) lines.set(lineKey(location.locationId, line.serviceId), line.name);
    }
  }
  const names = new Map(input.services.map((service) => [service.id, service.name]));
  const kept: QuoteAdjustment[] = [];
  const dropped: DroppedAdjustment[] = [];
  for (const adjustment of carried) {
    if (
      adjustment.scope !== "line" ||
      lines.has(lineKey(adjustment.locationId, adjustment.serviceId))
    ) {
      kept.push(adjustment);
      continue;
    }
    const service = names.get(adjustment.serviceId ?? 0) ?? "a service";
    const site = input.locations.find((location) => location.id === adjustment.locationId);
    dropped.push({
      adjustment,
      note: `The line discount "${adjustment.reason}" was dropped: ${service} is no longer priced${site ? ` at ${site.name}` : ""}`,
    });
  }
  if (dropped.length === 0) return { result: first, kept, dropped };
  const result = price({ ...input, adjustments: kept });
  result.notes.push(...dropped.map((entry) => entry.note));
  return { result, kept, dropped };
}
