import type { Opportunity } from "@shared/opportunities/opportunity";
import { opportunityFilterSchema, opportunitySorts } from "@shared/opportunities/opportunity-query";
import { opportunityStageLabels, opportunityStageProbability } from "@shared/opportunities/stages";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { type CsvColumns, csvFileName, sendCsv, toCsv } from "../../http/csv";
import { adminFailures as failures } from "../../http/route-schemas";

/** Every column of an opportunity; money in dollars with two decimals, like the API. */
const columns: CsvColumns<Opportunity> = [
  ["id", (o) => o.id],
  ["name", (o) => o.name],
  ["prospect_id", (o) => o.prospectId],
  ["company", (o) => o.prospectCompany],
  ["stage", (o) => opportunityStageLabels[o.stage]],
  ["probability_percent", (o) => opportunityStageProbability[o.stage]],
  ["monthly_usd", (o) => o.monthly.toFixed(2)],
  ["setup_usd", (o) => o.setup.toFixed(2)],
  ["owner", (o) => o.ownerName],
  ["owner_user_id", (o) => o.ownerUserId],
  ["expected_close_date", (o) => o.expectedCloseDate],
  ["lost_reason", (o) => o.lostReason],
  ["configuration_id", (o) => o.configurationId],
  ["stage_changed_at", (o) => o.stageChangedAt],
  ["closed_at", (o) => o.closedAt],
  ["archived", (o) => (o.archived ? "yes" : "no")],
  ["version", (o) => o.version],
  ["created_at", (o) => o.createdAt],
  ["updated_at", (o) => o.updatedAt],
];

/** GET /api/opportunities/export.csv; registered inside the opportunity routes (their guard). */
export const opportunityExportRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/export.csv",
    {
      schema: {
        tags: ["opportunities"],
        summary: "The opportunities matching the filters, unpaged, as CSV (values in dollars)",
        querystring: opportunityFilterSchema.extend({
          sort: z.enum(opportunitySorts, { error: "Unknown sort" }).default("updated"),
        }),
        produces: ["text/csv"],
        response: { 200: z.string().describe("text/csv"), ...failures },
      },
    },
    async (request, reply) => {
      const rows = await app.repositories.opportunities.matching(request.query, request.query.sort);
      return sendCsv(reply, csvFileName("opportunities"), toCsv(columns, rows));
    },
  );
};
