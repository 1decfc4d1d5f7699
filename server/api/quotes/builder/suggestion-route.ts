import { SUGGESTION_RATE_LIMIT } from "@shared/analytics/suggestion-constants";
import { suggestionAnswersSchema } from "@shared/analytics/suggestions";
import { envelopeSchema, errorEnvelopeSchema } from "@shared/api/envelope";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../../http/envelope";
import { builderSession } from "./session";

/**
 * POST /api/sb/suggestions (issue 36 §4): what the prospect did with suggestions the builder
 * showed together (accepted, corrected or rejected each), one funnel event per answer, so the
 * analytics show how often suggestions are taken. Only the source and outcomes are kept.
 */
export const suggestionRoute: FastifyPluginAsyncZod = async (app) => {
  const { builderEvents } = app.repositories;
  app.post(
    "/suggestions",
    {
      config: { rateLimit: SUGGESTION_RATE_LIMIT },
      schema: {
        tags: ["service-builder"],
        summary: "Record how the prospect answered the builder's suggestions",
        description:
          "Needs the X-SB-Session header. Keeps the source and each outcome only, never a value.",
        body: suggestionAnswersSchema,
        response: {
          201: envelopeSchema(z.null()),
          400: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const sessionId = builderSession(request);
      const { source, outcomes } = request.body;
      await builderEvents.recordAll(
        outcomes.map((outcome) => ({
          type: "suggestion-answered" as const,
          sessionId,
          data: { source, outcome },
        })),
      );
      reply.code(201);
      return ok(null, { message: "Thank you: noted." });
    },
  );
};
