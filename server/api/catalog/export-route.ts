import { catalogQuerySchema } from "@shared/catalog/catalog-query";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { csvFileName, sendCsv } from "../../http/csv";
import { adminFailures as failures } from "../../http/route-schemas";
import { catalogCsv } from "./catalog-csv";

/** GET /api/admin/catalog/export.csv; registered inside the admin routes (their guard). */
export const catalogExportRoute: FastifyPluginAsyncZod = async (app) => {
  const { catalog } = app.repositories;
  app.get(
    "/export.csv",
    {
      schema: {
        tags: ["catalog"],
        summary: "The services matching the list's filters, unpaged, as CSV (prices in dollars)",
        querystring: catalogQuerySchema.omit({ page: true, limit: true }),
        produces: ["text/csv"],
        response: { 200: z.string().describe("text/csv"), ...failures },
      },
    },
    async (request, reply) => {
      const [rows, catalogue] = await Promise.all([catalog.matching(request.query), catalog.all()]);
      return sendCsv(reply, csvFileName("catalog"), catalogCsv(rows, catalogue));
    },
  );
};
