import type { FastifyInstance } from "fastify";

/** Answers about accounts and sessions must not be kept by browsers or proxies. */
export function noStore(app: FastifyInstance): void {
  app.addHook("onRequest", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });
}
