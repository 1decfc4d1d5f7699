import { z } from "zod";
import type { LineChange, LocationDiff, MatrixCell, OptionDiff } from "./compare";
import { quoteSelectionSchema } from "./engine/quote-request";
import type { ComparisonFigureRow } from "./presentation/comparison-figures";
import { snapshotOptionSchema } from "./snapshot";

/**
 * The staff API's answers about versions, as schemas (issue 33: no `z.unknown()` in a
 * response), so the route validates what it sends and the client infers its types from the
 * same definition. Each schema is checked against the type its builder returns.
 */
const matrixCellSchema: z.ZodType<MatrixCell> = z.object({
  quantity: z.number(),
  totalCents: z.number(),
  billing: z.enum(["monthly", "annual"]),
  setupCents: z.number(),
});

const lineChangeSchema: z.ZodType<LineChange> = z.object({
  serviceId: z.number(),
  name: z.string(),
  change: z.enum(["added", "removed", "changed"]),
  from: matrixCellSchema.nullable(),
  to: matrixCellSchema.nullable(),
});

const locationDiffSchema: z.ZodType<LocationDiff> = z.object({
  locationId: z.string(),
  name: z.string(),
  change: z.enum(["added", "removed", "kept"]),
  lines: z.array(lineChangeSchema),
});

const comparisonFigureRowSchema: z.ZodType<ComparisonFigureRow> = z.object({
  key: z.enum(["monthly", "annualPrepay", "setup", "volume", "staff", "setupDiscount", "prepay"]),
  label: z.string(),
  cents: z.array(z.number()),
  period: z.enum(["month", "year", "once"]),
  discount: z.boolean(),
});

const totalsSchema = snapshotOptionSchema.shape.totals;

export const optionDiffSchema: z.ZodType<OptionDiff> = z.object({
  locations: z.array(locationDiffSchema),
  totals: z.object({ from: totalsSchema, to: totalsSchema }),
  figures: z.array(comparisonFigureRowSchema),
  discountsAdded: z.array(z.string()),
  discountsRemoved: z.array(z.string()),
});

/** GET /api/admin/configurations/{id}/versions/{version}. */
export const versionContentSchema = z.object({
  option: snapshotOptionSchema,
  selections: z.array(quoteSelectionSchema),
  /** Unit costs in cents by service id (staff only, issue 35 §5), for the margins. */
  costs: z.record(z.string(), z.number().int()),
});
export type VersionContent = z.output<typeof versionContentSchema>;

/** GET /api/admin/configurations/{id}/diff?from=&to=. */
export const versionDiffSchema = z.object({
  from: snapshotOptionSchema,
  to: snapshotOptionSchema,
  diff: optionDiffSchema,
});
export type VersionDiff = z.output<typeof versionDiffSchema>;
