import { envelopeSchema, errorEnvelopeSchema } from "@shared/api/envelope";
import { totalsInDollars } from "@shared/quotes/engine/api-totals";
import { price } from "@shared/quotes/engine/price";
import { quoteRequestSchema } from "@shared/quotes/engine/quote-request";
import { pricedQuoteSchema } from "@shared/quotes/engine/quote-response";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../http/envelope";
import { assertWithinEngineLimits } from "./engine-limits";

/**
 * POST /api/catalog/quote: the authoritative price of a configuration, by the same engine
 * the browser runs for live totals, with the server's own catalogue and formulas (a client
 * cannot send prices). Public: the Service Builder prices before anyone signs in.
 */
export const quoteRoute: FastifyPluginAsyncZod = async (app) => {
  const { priceBook } = app.services;

  app.post(
    "/quote",
    {
      schema: {
        tags: ["catalog"],
        summary: "Price a configuration with the current catalogue and formulas",
        description:
          "Lines per location and totals; `*Cents` fields and `totals` are integer cents, `calculatedTotals` are US dollars.",
        body: quoteRequestSchema,
        response: { 200: envelopeSchema(pricedQuoteSchema), 400: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const result = price({ ...request.body, ...(await priceBook.read()) });
      assertWithinEngineLimits(result);
      return ok({ ...result, calculatedTotals: totalsInDollars(result.totals) });
    },
  );
};
