import { catalogQuerySchema } from "@shared/catalog/catalog-query";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { adminFailures as failures } from "../../http/route-schemas";
import { catalogCsv, exportFileName } from "./catalog-csv";

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
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${exportFileName()}"`)
        .send(catalogCsv(rows, catalogue));
    },
  );
};
