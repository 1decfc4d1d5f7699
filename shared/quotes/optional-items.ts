import { z } from "zod";
import { serviceSchema } from "../catalog/service";
import { activeFormulaSchema } from "../formulas/formula";
import { adjustmentSchema } from "./engine/adjustments";
import { quoteSelectionSchema } from "./engine/quote-request";

/**
 * Optional items (issue 35 §7, decision 072): staff mark chosen lines optional, the customer
 * leaves them in or out on the quote page, and the accepted selection is part of the
 * evidence. Leaving a line out re-prices the option with the same engine and the inputs the
 * version was priced from, frozen with it, so volume, prepay and staff discounts follow.
 */

/** A chosen line: one service at one of the quote's locations. */
export const lineKeySchema = z.object({
  locationId: z.string().min(1).max(64),
  serviceId: z.number().int().positive(),
});
export type LineKey = z.infer<typeof lineKeySchema>;

export const MAX_OPTIONAL_LINES = 50;

export const lineKeysSchema = z
  .array(lineKeySchema)
  .max(MAX_OPTIONAL_LINES, `At most ${MAX_OPTIONAL_LINES} optional lines`)
  .default([]);

export function sameLine(a: LineKey, b: LineKey): boolean {
  return a.locationId === b.locationId && a.serviceId === b.serviceId;
}

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
