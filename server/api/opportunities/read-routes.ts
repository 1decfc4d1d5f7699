import { envelopeSchema } from "@shared/api/envelope";
import { paginationFor } from "@shared/api/pagination";
import { opportunitySchema, prospectChoiceSchema } from "@shared/opportunities/opportunity";
import {
  boardColumnSchema,
  forecastMonthSchema,
  opportunityFilterSchema,
  opportunityListQuerySchema,
} from "@shared/opportunities/opportunity-query";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../http/envelope";
import { HttpError } from "../../http/http-error";
import { adminFailures as failures } from "../../http/route-schemas";
import { opportunityExportRoute } from "./export-route";

export const OPPORTUNITY_NOT_FOUND = "Opportunity not found";
export const opportunityParams = z.object({ id: z.uuid("Unknown opportunity") });

/** The reads of /api/opportunities; registered inside its routes (their guard, no-store). */
export const opportunityReadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { opportunities } = app.repositories;
  const params = opportunityParams;

  app.get(
    "/",
    {
      schema: {
        tags: ["opportunities"],
        summary: "Opportunities with search, filters, sort and limit/offset pages",
        querystring: opportunityListQuerySchema,
        response: { 200: envelopeSchema(z.array(opportunitySchema)), ...failures },
      },
    },
    async (request) => {
      const { limit, offset } = request.query;
      const { items, total } = await opportunities.list(request.query);
      const page = Math.floor(offset / limit) + 1;
      return ok(items, { pagination: paginationFor(page, limit, total) });
    },
  );

  app.get(
    "/board",
    {
      schema: {
        tags: ["opportunities"],
        summary: "The pipeline by stage: count and dollar totals of every match, newest 100 cards",
        querystring: opportunityFilterSchema,
        response: {
          200: envelopeSchema(
            z.array(boardColumnSchema.extend({ items: z.array(opportunitySchema) })),
          ),
          ...failures,
        },
      },
    },
    async (request) => ok(await opportunities.board(request.query)),
  );

  app.get(
    "/forecast",
    {
      schema: {
        tags: ["opportunities"],
        summary:
          "Per month of expected close: first-year value, unweighted and x stage probability",
        querystring: opportunityFilterSchema,
        response: { 200: envelopeSchema(z.array(forecastMonthSchema)), ...failures },
      },
    },
    async (request) => ok(await opportunities.forecast(request.query)),
  );

  app.get(
    "/prospect-choices",
    {
      schema: {
        tags: ["opportunities"],
        summary: "Up to 10 prospects matching a search, to attach a new deal to",
        querystring: z.object({ q: z.string().trim().max(100, "Use at most 100 characters") }),
        response: { 200: envelopeSchema(z.array(prospectChoiceSchema)), ...failures },
      },
    },
    async (request) => ok(await opportunities.prospectChoices(request.query.q)),
  );

  await app.register(opportunityExportRoute);

  app.get(
    "/:id",
    {
      schema: {
        tags: ["opportunities"],
        summary: "One opportunity",
        params,
        response: { 200: envelopeSchema(opportunitySchema), ...failures },
      },
    },
    async (request) => {
      const found = await opportunities.get(request.params.id);
      if (!found) throw new HttpError(404, OPPORTUNITY_NOT_FOUND);
      return ok(found);
    },
  );
};
