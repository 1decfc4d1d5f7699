import { z } from "zod";
import { complianceIds } from "../assessment/options";
import { organizationSizes } from "../inquiries/inquiry-constants";
import type { Pattern } from "./rules";
import { parseSegmentKey } from "./segment";

/** The API's shapes of "companies like yours" (issue 36 §2, decision 071). */

export const segmentSchema = z.object({
  size: z.enum(organizationSizes),
  compliance: z.array(z.enum(complianceIds)),
});

/** GET /api/sb/similar-companies?size=11-50&compliance=hipaa,pci-dss: the visitor's segment. */
export const segmentQuerySchema = z.object({
  size: z.enum(organizationSizes, { error: "Choose one of the company sizes" }),
  compliance: z
    .string()
    .max(200, "List at most the assessment's compliance requirements")
    .default("")
    .transform((text) => (text === "" ? [] : text.split(",")))
    .pipe(
      z
        .array(z.enum(complianceIds, { error: "Unknown compliance requirement" }))
        .refine((ids) => new Set(ids).size === ids.length, "Name each requirement once"),
    ),
});

/** A pattern as the builder shows it: counts of at least five, rounded shares, no split. */
export const publicPatternSchema = z.object({
  serviceId: z.number().int().positive(),
  support: z.number().int(),
  segmentQuotes: z.number().int(),
  confidence: z.number(),
  baseline: z.number(),
  lift: z.number(),
});
export type PublicPattern = z.infer<typeof publicPatternSchema>;

export const builderPatternsSchema = z.object({
  segment: segmentSchema,
  patterns: z.array(publicPatternSchema),
});
export type BuilderPatterns = z.infer<typeof builderPatternsSchema>;

const hundredths = (value: number) => Math.round(value * 100) / 100;

/**
 * What a prospect may see of a pattern: the shares rounded to whole percents (lift to two
 * decimals), and never how many of the quotes were accepted or only saved, which could be
 * fewer than five.
 */
export const publicPattern = (pattern: Pattern): PublicPattern => ({
  serviceId: pattern.serviceId,
  support: pattern.support,
  segmentQuotes: pattern.segmentQuotes,
  confidence: hundredths(pattern.confidence),
  baseline: hundredths(pattern.baseline),
  lift: hundredths(pattern.lift),
});

/** A segment key that segmentKey() makes, such as "11-50|hipaa". */
export const segmentKeySchema = z
  .string()
  .max(200)
  .refine((key) => parseSegmentKey(key) !== null, "Unknown segment");

/** GET /api/admin/similar-companies: every pattern, with what the builder does not show. */
export const staffPatternSchema = z.object({
  segment: segmentKeySchema,
  segmentLabel: z.string(),
  serviceId: z.number().int().positive(),
  serviceName: z.string(),
  support: z.number().int(),
  accepted: z.number().int(),
  saved: z.number().int(),
  segmentQuotes: z.number().int(),
  confidence: z.number(),
  baseline: z.number(),
  lift: z.number(),
  /** Staff hid it: the builder does not show it. */
  hidden: z.boolean(),
});
export type StaffPattern = z.infer<typeof staffPatternSchema>;

/** PUT /api/admin/similar-companies/hidden: hide a pattern from the builder, or show it again. */
export const patternVisibilitySchema = z.object({
  segment: segmentKeySchema,
  serviceId: z
    .number({ error: "Name the service by its id" })
    .int("Name the service by its id")
    .min(1, "Name the service by its id")
    .max(2_147_483_647, "Name the service by its id"),
  hidden: z.boolean(),
});
export type PatternVisibility = z.infer<typeof patternVisibilitySchema>;
