import { envelopeSchema } from "@shared/api/envelope";
import { caseStudySchema } from "@shared/case-studies/case-study";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../http/envelope";

/** Public, read-only: the success stories of the landing page. */
const caseStudyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/case-studies",
    {
      schema: {
        tags: ["case studies"],
        summary: "Published case studies in display order",
        response: { 200: envelopeSchema(z.array(caseStudySchema)) },
      },
    },
    async () => ok(await app.repositories.caseStudies.listPublished()),
  );
};

export default caseStudyRoutes;
