import { z } from "zod";
import { PAGE_PARAM_MAX } from "../api/page-param";
import { plainText, requiredText } from "../api/text";
import { MAX_OPTIONS, snapshotOptionSchema } from "./snapshot";
import { SHARE_DAYS_DEFAULT, SHARE_DAYS_MAX } from "./status";

/**
 * Quote comparisons (issue 11 point 7): two to four saved configuration versions, each with a
 * label ("Essential", "Recommended"...), compared side by side, saved under a name and offered
 * to the prospect as the options of one share link. Amounts are integer cents.
 */
export const COMPARISON_NAME_MAX = 120;
export const COMPARISON_LABEL_MAX = 40;
export const MIN_COMPARED = 2;
export const MAX_COMPARED = MAX_OPTIONS;
export const COMPARISONS_PAGE_SIZE = 20;

/** "Option A", "Option B"... for an option staff did not name. */
export const defaultOptionLabel = (position: number) =>
  `Option ${String.fromCharCode(65 + position)}`;

export const comparisonItemSchema = z.object({
  configurationId: z.uuid("Choose a saved configuration"),
  version: z
    .number({ error: "Choose a version" })
    .int("Choose a version")
    .min(1, "Choose a version"),
  label: plainText("a label", COMPARISON_LABEL_MAX).default(""),
});
export type ComparisonItemInput = z.input<typeof comparisonItemSchema>;

/** 2 to 4 versions, none twice; an empty label becomes "Option A/B/C/D" by position. */
export const comparisonItemsSchema = z
  .array(comparisonItemSchema, { error: "Choose the configurations to compare" })
  .min(MIN_COMPARED, `Compare at least ${MIN_COMPARED} configurations`)
  .max(MAX_COMPARED, `Compare at most ${MAX_COMPARED} configurations`)
  .superRefine((items, context) => {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      const key = `${item.configurationId}:${item.version}`;
      if (seen.has(key)) {
        context.addIssue({
          code: "custom",
          path: [index, "version"],
          message: "This version is already in the comparison",
        });
      }
      seen.add(key);
    });
  })
  .transform((items) =>
    items.map((item, index) => ({ ...item, label: item.label || defaultOptionLabel(index) })),
  );
export type ComparisonItem = z.output<typeof comparisonItemsSchema>[number];

export const comparisonPreviewSchema = z.object({ items: comparisonItemsSchema });

export const comparisonInputSchema = z.object({
  name: requiredText("a name for the comparison", COMPARISON_NAME_MAX),
  items: comparisonItemsSchema,
});
export type ComparisonInput = z.input<typeof comparisonInputSchema>;

/** PUT: the `updatedAt` the editor loaded; a newer save since then is a 409. */
export const comparisonUpdateSchema = comparisonInputSchema.extend({
  expectedUpdatedAt: z.iso.datetime({
    offset: true,
    error: "Reload the comparison and edit it again",
  }),
});

export const comparisonShareSchema = z
  .object({
    expiresInDays: z
      .number({ error: "Enter a number of days" })
      .int("Use whole days")
      .min(1, "At least one day")
      .max(SHARE_DAYS_MAX, `At most ${SHARE_DAYS_MAX} days`)
      .default(SHARE_DAYS_DEFAULT),
  })
  // POST without a body: the default expiry.
  .nullish();

/** GET /api/admin/quote-comparisons: strict, a bad value is a 400. */
export const comparisonQuerySchema = z.object({
  q: z.string().trim().max(100, "Use at most 100 characters").optional(),
  page: z.coerce.number().int().min(1).max(PAGE_PARAM_MAX).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(COMPARISONS_PAGE_SIZE),
});
export type ComparisonQuery = z.output<typeof comparisonQuerySchema>;

const storedItemSchema = z.object({
  configurationId: z.uuid(),
  version: z.number().int().min(1),
  label: z.string(),
});

export const comparisonSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  prospect: z.object({ id: z.number().int(), companyName: z.string() }).nullable(),
  itemCount: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type ComparisonSummary = z.infer<typeof comparisonSummarySchema>;

export const comparisonSchema = comparisonSummarySchema.extend({
  items: z.array(storedItemSchema),
});
export type Comparison = z.infer<typeof comparisonSchema>;

const cents = z.number().int();

export const matrixRowSchema = z.object({
  serviceId: z.number().int(),
  name: z.string(),
  category: z.string(),
  cells: z.array(
    z
      .object({
        quantity: z.number().int(),
        totalCents: cents,
        billing: z.enum(["monthly", "annual"]),
        setupCents: cents,
      })
      .nullable(),
  ),
  differs: z.boolean(),
});

/** Positive: the option costs that much less than the first one; negative: more. */
export const savingsSchema = z.object({
  monthlyCents: cents,
  annuallyCents: cents,
  setupCents: cents,
});
export type Savings = z.infer<typeof savingsSchema>;

export const comparisonViewSchema = z.object({
  options: z.array(snapshotOptionSchema),
  /** Every service across the options, all locations together. */
  rows: z.array(matrixRowSchema),
  locations: z.array(
    z.object({
      locationId: z.string(),
      name: z.string(),
      rows: z.array(matrixRowSchema),
      /** Each option's totals at this location; null where the option has no such location. */
      totals: z.array(
        z.object({ monthlyCents: cents, annualBilledCents: cents, setupCents: cents }).nullable(),
      ),
    }),
  ),
  /** Each option against the first (the first's own entry is all zeros). */
  savings: z.array(savingsSchema),
});
export type ComparisonView = z.infer<typeof comparisonViewSchema>;

export const comparisonDetailSchema = z.object({
  comparison: comparisonSchema,
  /** Null only when none of the versions can be read any more. */
  view: comparisonViewSchema.nullable(),
  /** Items whose configuration version no longer exists (left out of the view). */
  missing: z.array(storedItemSchema),
});
export type ComparisonDetail = z.infer<typeof comparisonDetailSchema>;

export const comparisonShareResultSchema = z.object({
  token: z.string(),
  url: z.string(),
  reference: z.string(),
  expiresAt: z.iso.datetime(),
});
export type ComparisonShareResult = z.infer<typeof comparisonShareResultSchema>;

/** The public page of a share link. */
export const shareUrl = (token: string) => `/sb/quote/${token}`;
