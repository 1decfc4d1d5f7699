import { z } from "zod";
import { priceBases, riskLevels } from "../../catalog/service-constants";
import { adjustmentSchema } from "./adjustments";
import { calculatedTotalsSchema } from "./api-totals";

/**
 * A priced configuration as the API returns it: the engine's result, whose `*Cents` fields
 * and `totals` are integer cents, plus seed 001 §3 `calculatedTotals` in dollars.
 */
const cents = z.number().int().min(0);

const quoteLineSchema = z.object({
  serviceId: z.number().int().positive(),
  name: z.string(),
  category: z.string(),
  basis: z.enum(priceBases),
  billing: z.enum(["monthly", "annual"]),
  quantity: z.number().int().min(0),
  unitPriceCents: cents,
  riskMultiplier: z.number().positive(),
  discountRate: z.number().min(0).max(1),
  listCents: cents,
  totalCents: cents,
  // Versions saved before staff discounts existed have none.
  staffDiscountCents: cents.default(0),
  setupCents: cents,
  addedFor: z.number().int().positive().optional(),
  /** Why a chosen line is not priced at its location (decision 050). */
  notPriced: z.string().optional(),
  notes: z.array(z.string()).readonly(),
  /** A line the customer may leave out on the quote page (issue 35 §7). */
  optional: z.boolean().optional(),
});

export const pricedQuoteSchema = z.object({
  riskLevel: z.enum(riskLevels),
  locations: z.array(
    z.object({
      locationId: z.string(),
      name: z.string(),
      lines: z.array(quoteLineSchema),
      totals: z.object({ monthlyCents: cents, annualBilledCents: cents, setupCents: cents }),
    }),
  ),
  totals: z
    .object({ monthly: cents, annually: cents, setup: cents, savings: cents })
    .describe("Integer cents"),
  calculatedTotals: calculatedTotalsSchema,
  yearlyPayMonthlyCents: cents,
  volumeDiscountCents: cents,
  prepayDiscountRate: z.number().min(0).max(1),
  prepayDiscountCents: cents,
  staffDiscountCents: cents.default(0),
  setupDiscountCents: cents.default(0),
  adjustments: z
    .array(
      z.intersection(
        adjustmentSchema,
        z.object({ monthlyCents: cents, annualCents: cents, setupCents: cents }),
      ),
    )
    .default([]),
  formulaVersions: z
    .record(z.string(), z.number().int().positive())
    .describe("Formula id -> the version the price used"),
  notes: z.array(z.string()),
});
