import { z } from "zod";
import { requiredText } from "../../api/text";
import {
  ADJUSTMENT_REASON_MAX,
  adjustmentKinds,
  adjustmentScopes,
  MAX_ADJUSTMENTS,
} from "./adjustment-constants";

/**
 * Staff discounts on a quote version (issue 11): on one line, on the recurring charges or
 * on the setup fees; a percentage or an amount; always with a reason the prospect reads.
 */
/** A discount amount above this is a typing slip, not a deal ($1,000,000). */
const MAX_AMOUNT_CENTS = 100_000_000;

export const adjustmentSchema = z
  .object({
    scope: z.enum(adjustmentScopes, { error: "Choose what the discount applies to" }),
    /** Line discounts only: the location and service of the line. */
    locationId: z.string().max(64).optional(),
    serviceId: z.number().int().positive().optional(),
    kind: z.enum(adjustmentKinds, { error: "Choose a percentage or an amount" }),
    /** percent: 0.01 to 100 (two decimals); amount: cents per billing period, or once for setup. */
    value: z.number({ error: "Enter the discount" }).positive("Enter a discount above zero"),
    reason: requiredText("the reason the prospect will read", ADJUSTMENT_REASON_MAX),
  })
  .superRefine((adjustment, context) => {
    if (adjustment.kind === "percent") {
      if (adjustment.value > 100 || Math.round(adjustment.value * 100) !== adjustment.value * 100) {
        context.addIssue({
          code: "custom",
          path: ["value"],
          message: "Enter a percentage up to 100 with at most two decimals",
        });
      }
    } else if (!Number.isSafeInteger(adjustment.value) || adjustment.value > MAX_AMOUNT_CENTS) {
      context.addIssue({
        code: "custom",
        path: ["value"],
        message: "Enter an amount in whole cents up to $1,000,000",
      });
    }
    const isLine = adjustment.scope === "line";
    if (isLine && (adjustment.locationId === undefined || adjustment.serviceId === undefined)) {
      context.addIssue({
        code: "custom",
        path: ["serviceId"],
        message: "Choose the line to discount",
      });
    }
  });
export type QuoteAdjustment = z.infer<typeof adjustmentSchema>;

export const adjustmentsSchema = z
  .array(adjustmentSchema)
  .max(MAX_ADJUSTMENTS, `At most ${MAX_ADJUSTMENTS} discounts`);

/**
 * The discounts of the version staff opened in the builder (decision 050): carried by that
 * session only, set by the server when staff open it, never by what a visitor sends.
 */
export const carriedAdjustmentsSchema = z.object({
  fromVersion: z.number().int().min(1),
  adjustments: adjustmentsSchema,
});
export type CarriedAdjustments = z.infer<typeof carriedAdjustmentsSchema>;
