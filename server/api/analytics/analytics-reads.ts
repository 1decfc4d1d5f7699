import type { BuilderAnalytics } from "@shared/analytics/builder";
import { type PeriodQuery, resolvePeriod } from "@shared/analytics/period";
import type { SalesAnalytics } from "@shared/analytics/sales";
import type { Envelope } from "@shared/api/envelope";
import { ok } from "../../http/envelope";
import type { createBuilderAnalytics } from "./builder-queries";
import type { createSalesAnalytics } from "./sales-queries";

type Analytics = ReturnType<typeof createSalesAnalytics> &
  ReturnType<typeof createBuilderAnalytics>;

/**
 * GET /api/admin/analytics/{sales,builder}'s answers, read once for the API routes and the
 * pages' loaders (decision 056).
 */
export async function readSalesAnalytics(
  analytics: Pick<Analytics, "sales">,
  query: PeriodQuery,
): Promise<Envelope<SalesAnalytics>> {
  return ok(await analytics.sales(resolvePeriod(query)));
}

export async function readBuilderAnalytics(
  analytics: Pick<Analytics, "builder">,
  query: PeriodQuery,
): Promise<Envelope<BuilderAnalytics>> {
  return ok(await analytics.builder(resolvePeriod(query)));
}
