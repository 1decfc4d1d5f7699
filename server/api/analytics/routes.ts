import { periodQuerySchema, resolvePeriod } from "@shared/analytics/period";
import { salesAnalyticsSchema } from "@shared/analytics/sales";
import { envelopeSchema } from "@shared/api/envelope";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../http/envelope";
import { noStore } from "../../http/no-store";
import { adminFailures as failures } from "../../http/route-schemas";
import { adminRequired } from "../auth/guards";

const tags = ["analytics"];

/** /api/admin/analytics (issue 15): the sales dashboard and the builder funnel, admins only. */
const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  noStore(app);
  app.addHook("onRequest", adminRequired);
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
    async (request) => ok(await analytics.sales(resolvePeriod(request.query))),
  );
};

export default analyticsRoutes;
