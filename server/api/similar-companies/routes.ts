import { envelopeSchema, errorEnvelopeSchema } from "@shared/api/envelope";
import { MIN_SUPPORT } from "@shared/similar-companies/rules";
import { builderPatternsSchema, segmentQuerySchema } from "@shared/similar-companies/schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../http/envelope";
import { noStore } from "../../http/no-store";
import { builderSession } from "../quotes/builder/session";

/**
 * GET /api/sb/similar-companies (issue 36 §2, decision 071): what companies like the
 * visitor's chose, for the recommendations step. One segment per call, the one the builder
 * reads from the visitor's own answers; only patterns of at least MIN_SUPPORT quotes that
 * staff have not hidden, with rounded shares and no split of accepted and saved quotes.
 */
const similarCompanyRoutes: FastifyPluginAsyncZod = async (app) => {
  noStore(app);
  app.get(
    "/similar-companies",
    {
      schema: {
        tags: ["service-builder"],
        summary: "What companies of the visitor's size and requirements chose",
        description: `Needs the X-SB-Session header. The segment is the company size (the users of every location, in the contact form's buckets) and exactly the compliance requirements named. Answers only patterns chosen in at least ${MIN_SUPPORT} quotes of that segment, by at least half of it; an empty list when there are none yet.`,
        querystring: segmentQuerySchema,
        response: {
          200: envelopeSchema(builderPatternsSchema),
          400: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      builderSession(request);
      const segment = request.query;
      const patterns = await app.services.similarCompanies.forSegment(segment);
      return ok({ segment, patterns });
    },
  );
};

export default similarCompanyRoutes;
