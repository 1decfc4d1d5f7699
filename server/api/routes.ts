import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { failure } from "../http/envelope";
import blogRoutes from "./blog/routes";
import caseStudyRoutes from "./case-studies/routes";
import docsRoutes from "./docs/routes";
import healthRoutes from "./health/routes";
import inquiryRoutes from "./inquiries/routes";

/** The /api route table: one line per feature. */
const apiRoutes: FastifyPluginAsyncZod = async (app) => {
  // Claims every other /api path so the page router's catch-all never answers API calls.
  app.all("/*", { schema: { hide: true } }, (request, reply) =>
    reply.code(404).send(failure(`Route ${request.method} ${request.url} not found`)),
  );
  await app.register(healthRoutes);
  await app.register(docsRoutes);
  await app.register(blogRoutes);
  await app.register(caseStudyRoutes);
  await app.register(inquiryRoutes);
};

export default apiRoutes;
