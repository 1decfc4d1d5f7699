import { builderAnalyticsSchema, builderTables } from "@shared/analytics/builder";
import { periodQuerySchema, resolvePeriod } from "@shared/analytics/period";
import { salesAnalyticsSchema } from "@shared/analytics/sales";
import { envelopeSchema } from "@shared/api/envelope";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { csvFileName, sendCsv } from "../../http/csv";
import { noStore } from "../../http/no-store";
import { adminFailures as failures } from "../../http/route-schemas";
import { permissionRequired } from "../auth/guards";
import { readBuilderAnalytics, readSalesAnalytics } from "./analytics-reads";
import { builderTableCsv } from "./builder-csv";

const tags = ["analytics"];

/** /api/admin/analytics (issue 15): the sales dashboard and the builder funnel, admins only. */
const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  noStore(app);
  app.addHook("onRequest", permissionRequired("dashboard"));
  const { analytics } = app.repositories;

  app.get(
    "/sales",
    {
      schema: {
        tags,
        summary: "Sales figures of a period and the one before, pipeline, series, top services",
        description:
          "period=7d|30d|90d|quarter or from=&to= (YYYY-MM-DD, inclusive); tz is the IANA zone whose calendar days count. Money in integer cents.",
        querystring: periodQuerySchema,
        response: { 200: envelopeSchema(salesAnalyticsSchema), ...failures },
      },
    },
    async (request) => readSalesAnalytics(analytics, request.query),
  );

  app.get(
    "/builder",
    {
      schema: {
        tags,
        summary:
          "The Service Builder funnel of the sessions started in a period, and their answers",
        description:
          "Same period parameters as /sales. Each step counts the sessions that reached it, however long after the period. devices is null: the builder records no user agent.",
        querystring: periodQuerySchema,
        response: { 200: envelopeSchema(builderAnalyticsSchema), ...failures },
      },
    },
    async (request) => readBuilderAnalytics(analytics, request.query),
  );

  app.get(
    "/builder/export.csv",
    {
      schema: {
        tags,
        summary: "One table of the Service Builder analytics as CSV (money in dollars)",
        querystring: periodQuerySchema.and(
          z.object({ table: z.enum(builderTables, { error: "Unknown table" }) }),
        ),
        produces: ["text/csv"],
        response: { 200: z.string().describe("text/csv"), ...failures },
      },
    },
    async (request, reply) => {
      const { table } = request.query;
      const data = await analytics.builder(resolvePeriod(request.query));
      return sendCsv(reply, csvFileName(`builder-${table}`), builderTableCsv(data, table));
    },
  );
};

export default analyticsRoutes;
