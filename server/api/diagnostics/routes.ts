import { envelopeSchema, errorEnvelopeSchema } from "@shared/api/envelope";
import { SESSION_HEADER } from "@shared/quotes/builder/session-id";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { failure, ok } from "../../http/envelope";
import { noStore } from "../../http/no-store";
import { builderSession } from "../quotes/builder/session";

/**
 * /api/diagnostics (seed 001 §6, public): the diagnostics pages' own probes. It answers only
 * what the browser itself sent, so it exposes nothing private.
 */
const diagnosticsRoutes: FastifyPluginAsyncZod = async (app) => {
  noStore(app);

  app.get(
    "/session",
    {
      schema: {
        tags: ["diagnostics"],
        summary: `Echoes the ${SESSION_HEADER} header this request carried`,
        description:
          "Lets the diagnostics page prove the request layer sends the session id; 400 when the header is missing or not a session id.",
        response: {
          200: envelopeSchema(z.object({ sessionId: z.string() })),
          400: errorEnvelopeSchema,
        },
      },
    },
    async (request) => ok({ sessionId: builderSession(request) }),
  );

  app.get(
    "/refused-channel",
    {
      // A WebSocket address, not an API: left out of the OpenAPI document like the channels.
      schema: { hide: true },
      // onRequest answers before @fastify/websocket could upgrade: the handshake itself fails.
      onRequest: async (_request, reply) =>
        reply.code(503).send(failure("This address refuses every connection, on purpose")),
    },
    async () => {
      throw new Error("unreachable: onRequest always answers");
    },
  );
};

export default diagnosticsRoutes;
