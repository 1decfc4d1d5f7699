import { z } from "zod";
import { type Service, serviceSchema } from "../catalog/service";
import { activeFormulaSchema } from "../formulas/formula";
import { adjustmentSchema } from "./engine/adjustments";
import { quoteSelectionSchema } from "./engine/quote-request";
import { requiredAt } from "./engine/selection";
import type { QuoteSelection } from "./engine/types";
import type { LineKey } from "./line-key";
import { sameLine } from "./same-line";

/**
 * Optional items (issue 35 §7, decision 072): staff mark chosen lines optional, the customer
 * leaves them in or out on the quote page, and the accepted selection is part of the
 * evidence. Leaving a line out re-prices the option with the same engine and the inputs the
 * version was priced from, frozen with it, so volume, prepay and staff discounts follow.
 */

/**
 * The price book slice a version with optional lines was priced from: its services (with
 * what they need) and the formulas, as they were when it was saved.
 */
export const priceBookSchema = z.object({
  services: z.array(serviceSchema),
  formulas: z.array(activeFormulaSchema),
});
export type PriceBook = z.infer<typeof priceBookSchema>;

/** A selection as a version stores it; `optional` is staff's mark, never a visitor's. */
export const storedSelectionSchema = quoteSelectionSchema.extend({
  optional: z.boolean().optional(),
});

/** Everything the engine needs to price the option again without a line. */
export const optionPricingSchema = priceBookSchema.extend({
  selections: z.array(storedSelectionSchema),
  adjustments: z.array(adjustmentSchema),
});
export type OptionPricing = z.infer<typeof optionPricingSchema>;

/** The 400 for an accept that leaves out a line the option does not offer as optional. */
export const OPTIONAL_LINES_ONLY = "Only the optional items of this quote can be left out";

/** A carried optional mark the save could not keep, and the note that says why. */
export interface DroppedMark {
  line: LineKey;
  note: string;
}

/**
 * Staff's optional marks carried into the builder with the version they opened there
 * (decision 072): each goes back onto its line when the save still chooses it. A line the
 * visitor removed takes its mark with it; a line another priced service now needs cannot be
 * left out, so its mark is dropped with a note instead of refusing the visitor's save.
 */
export function carryOptionalMarks(
  services: readonly Service[],
  selections: readonly QuoteSelection[],
  marks: readonly LineKey[],
): { selections: QuoteSelection[]; kept: LineKey[]; dropped: DroppedMark[] } {
  const plain = selections.map(({ optional: _, ...selection }) => selection);
  const kept: LineKey[] = [];
  const dropped: DroppedMark[] = [];
  for (const mark of marks) {
    if (!plain.some((selection) => sameLine(selection, mark))) continue;
    const needed = requiredAt(services, plain, mark.locationId, mark.serviceId);
    if (!needed) {
      kept.push(mark);
      continue;
    }
    const name = services.find((service) => service.id === mark.serviceId)?.name ?? "A service";
    dropped.push({
      line: mark,
      note: `${name} is no longer optional: ${needed.by} ${needed.verb} it`,
    });
  }
  return {
    selections: plain.map((selection) =>
      kept.some((mark) => sameLine(selection, mark)) ? { ...selection, optional: true } : selection,
    ),
    kept,
    dropped,
  };
}
