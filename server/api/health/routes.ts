import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sendCached, withoutEnvelope } from "../../http/conditional-get";

const healthSchema = z.object({ status: z.enum(["ok", "unavailable"]) });

/**
 * How long one database answer stands for every health request (issue 12): probes under
 * load share one ping a second instead of queueing a round trip each behind real work.
 */
export const LIVENESS_TTL_MS = 1_000;

/**
 * Issue 37: a healthy answer is answered again by the answer lane, in front of Fastify, for
 * as long as the database's answer stands; so under load a probe waits for no queue. A
 * database that stops answering shows within two of those seconds.
 */
const HEALTHY = withoutEnvelope(
  { status: "ok" as const },
  { keepForMs: LIVENESS_TTL_MS, cacheControl: "no-store" },
);

/** Load balancers and the CI probe read this; it answers 200 only when the database does. */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  let last: { at: number; ok: boolean } | null = null;
  let pending: Promise<boolean> | null = null;

  function databaseAnswers(): Promise<boolean> {
    if (last && Date.now() - last.at < LIVENESS_TTL_MS) return Promise.resolve(last.ok);
    pending ??= app.database
      .ping()
      .then(
        () => true,
        (error: unknown) => {
          app.log.error({ err: error }, "health check: database unavailable");
          return false;
        },
      )
      .then((ok) => {
        last = { at: Date.now(), ok };
        pending = null;
        return ok;
      });
    return pending;
  }

  app.get(
    "/health",
    {
      config: { rateLimit: false },
      schema: {
        tags: ["system"],
        summary: `Liveness and database readiness (one database answer per ${LIVENESS_TTL_MS} ms)`,
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (request, reply) =>
      (await databaseAnswers())
        ? sendCached(request, reply, HEALTHY)
        : reply.code(503).send({ status: "unavailable" as const }),
  );
};

export default healthRoutes;
