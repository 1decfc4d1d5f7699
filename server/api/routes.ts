import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { failure } from "../http/envelope";
import docsRoutes from "./docs/routes";
import healthRoutes from "./health/routes";
import pricingRoutes from "./pricing/routes";

/** The /api route table: one line per feature. */
const apiRoutes: FastifyPluginAsyncZod = async (app) => {
  // Claims every other /api path so the page router's catch-all never answers API calls.
  app.all("/*", { schema: { hide: true } }, (request, reply) =>
    reply.code(404).send(failure(`Route ${request.method} ${request.url} not found`)),
  );
  await app.register(healthRoutes);
  await app.register(docsRoutes);
  await app.register(pricingRoutes);
};

export default apiRoutes;
