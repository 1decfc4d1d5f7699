import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { HttpError } from "../../http/http-error";
import { adminFailures as failures } from "../../http/route-schemas";
import { comparisonCsv, comparisonFileName } from "./comparison-csv";

const params = z.object({ id: z.uuid("Unknown comparison") });
const tags = ["quote-comparisons"];

/** GET /api/admin/quote-comparisons/:id/csv; registered inside the comparison routes (their guard). */
export const comparisonCsvRoute: FastifyPluginAsyncZod = async (app) => {
  const { comparisons } = app.repositories;
  app.get(
    "/:id/csv",
    {
      schema: {
        tags,
        summary: "The comparison as CSV: services per option and location, then totals in dollars",
        params,
        produces: ["text/csv"],
        response: { 200: z.string().describe("text/csv"), ...failures },
      },
    },
    async (request, reply) => {
      const found = await comparisons.detail(request.params.id);
      if (!found) throw new HttpError(404, "Comparison not found");
      const { comparison, view } = found;
      if (!view) throw new HttpError(404, "None of this comparison's versions exist any more");
      return reply
        .type("text/csv; charset=utf-8")
        .header(
          "content-disposition",
          `attachment; filename="${comparisonFileName(comparison.name)}"`,
        )
        .send(comparisonCsv(view));
    },
  );
};
