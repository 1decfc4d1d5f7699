import { z } from "zod";
import { opportunityStages } from "../opportunities/stages";

/** A figure for the period and the one it is compared with (null: nothing to measure). */
const compared = z.object({ current: z.number().nullable(), previous: z.number().nullable() });
export type ComparedFigure = z.infer<typeof compared>;

export const dayRangeSchema = z.object({ from: z.string(), to: z.string() });

export const resolvedPeriodSchema = z.object({
  key: z.string(),
  tz: z.string(),
  current: dayRangeSchema,
  previous: dayRangeSchema,
  days: z.number().int(),
  granularity: z.enum(["day", "week"]),
});

/** GET /api/admin/analytics/sales: money in integer cents, times in seconds. */
export const salesAnalyticsSchema = z.object({
  period: resolvedPeriodSchema,
  figures: z.object({
    leads: compared.describe("Prospects created"),
    inquiries: compared.describe("Contact-form inquiries received"),
    quotesSaved: compared.describe("Configurations created"),
    quotesShared: compared.describe("Share links created"),
    quotesViewed: compared.describe("Share links opened for the first time"),
    quotesAccepted: compared.describe("Quotes accepted"),
    acceptanceRate: compared.describe("Accepted / (accepted + declined), 0 to 1"),
    acceptedMonthlyCents: compared.describe("Monthly recurring value of accepted quotes"),
    acceptedSetupCents: compared.describe("Set-up value of accepted quotes"),
    averageQuoteMonthlyCents: compared.describe(
      "Average monthly value of the quotes saved (their current version)",
    ),
    medianLeadToAcceptedSeconds: compared.describe(
      "Median time from the prospect's creation to an accepted quote",
    ),
  }),
  pipeline: z.object({
    stages: z.array(
      z.object({
        stage: z.enum(opportunityStages),
        count: z.number().int(),
        valueCents: z.number().int().describe("First-year value: 12 x monthly + set-up"),
        weightedCents: z.number().int().describe("First-year value x the stage's probability"),
      }),
    ),
    openValueCents: z.number().int(),
    weightedCents: z.number().int(),
    /** The open pipeline as it stood when the period began, for the comparison. */
    atStart: z.object({
      openValueCents: z.number().int(),
      weightedCents: z.number().int(),
    }),
  }),
  series: z.array(
    z.object({
      bucket: z.string().describe("First day of the day or week (Monday), in the time zone"),
      leads: z.number().int(),
      acceptedMonthlyCents: z.number().int(),
    }),
  ),
  topServices: z.array(
    z.object({
      serviceId: z.number().int(),
      name: z.string(),
      quotes: z.number().int(),
      firstYearCents: z.number().int(),
    }),
  ),
});
export type SalesAnalytics = z.infer<typeof salesAnalyticsSchema>;
export type SalesFigureKey = keyof SalesAnalytics["figures"];
