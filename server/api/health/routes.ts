import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

const healthSchema = z.object({ status: z.enum(["ok", "unavailable"]) });

/** Load balancers and the CI probe read this; it answers 200 only when the database does. */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/health",
    {
      config: { rateLimit: false },
      schema: {
        tags: ["system"],
        summary: "Liveness and database readiness",
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (request, reply) => {
      try {
        await app.database.ping();
        return { status: "ok" as const };
      } catch (error) {
        request.log.error({ err: error }, "health check: database unavailable");
        return reply.code(503).send({ status: "unavailable" as const });
      }
    },
  );
};

export default healthRoutes;
