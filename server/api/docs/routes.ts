import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

const docsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/docs", { schema: { hide: true } }, async () => app.swagger());
};

export default docsRoutes;
