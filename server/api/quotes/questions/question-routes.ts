import { envelopeSchema, errorEnvelopeSchema } from "@shared/api/envelope";
import {
  askQuestionSchema,
  escalateQuestionSchema,
  questionAnswerSchema,
} from "@shared/quote-questions/question";
import {
  ALREADY_ESCALATED,
  ESCALATED,
  NOTHING_FOUND,
  QUESTION_NOT_FOUND,
} from "@shared/quote-questions/question-constants";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../../http/envelope";
import { HttpError } from "../../../http/http-error";
import { noStore } from "../../../http/no-store";
import { siteUrl } from "../../../http/site-url";
import { QUOTE_GONE, QUOTE_NOT_FOUND } from "../public-routes";
import { questionServiceOf } from "./question-service";

/** Each question builds an index (tens of milliseconds): fewer than a page's views. */
const QUESTION_RATE_LIMIT = { max: 20, timeWindow: "10 minutes" } as const;
/** Each escalation e-mails the sales team, like the acceptance code's limit. */
const ESCALATE_RATE_LIMIT = { max: 5, timeWindow: "10 minutes" } as const;

const params = z.object({ token: z.string().max(100) });
const failures = {
  400: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  410: errorEnvelopeSchema,
};

const refuse = (outcome: "missing" | "closed") =>
  outcome === "missing" ? new HttpError(404, QUOTE_NOT_FOUND) : new HttpError(410, QUOTE_GONE);

/**
 * /api/quotes/{token}/questions (issue 36 §3): "Ask about this quote" on a live link, the
 * token its only credential like the other public quote routes.
 */
const questionRoutes: FastifyPluginAsyncZod = async (app) => {
  noStore(app);
  const questions = questionServiceOf(app);

  app.post(
    "/:token/questions",
    {
      config: { rateLimit: QUESTION_RATE_LIMIT },
      schema: {
        tags: ["quotes"],
        summary:
          "Ask a question about a shared quote: short passages from this quote's lines and terms, the catalogue and the published case studies and posts, each with its source",
        description:
          "`answered` is false when no passage scored high enough; the question is stored either way, and `questionId` can then be sent to the account manager.",
        params,
        body: askQuestionSchema,
        response: { 200: envelopeSchema(questionAnswerSchema), ...failures },
      },
    },
    async (request) => {
      const result = await questions.ask(request.params.token, request.body.question);
      if (result.outcome !== "answered") throw refuse(result.outcome);
      return ok(result.answer, result.answer.answered ? {} : { message: NOTHING_FOUND });
    },
  );

  app.post(
    "/:token/questions/:id/escalate",
    {
      config: { rateLimit: ESCALATE_RATE_LIMIT },
      schema: {
        tags: ["quotes"],
        summary:
          "Ask your account manager: the question goes to the staff (a notification and an e-mail to the sales address), with an optional reply address and note",
        params: params.extend({ id: z.uuid(QUESTION_NOT_FOUND) }),
        body: escalateQuestionSchema,
        response: { 202: envelopeSchema(z.null()), ...failures },
      },
    },
    async (request, reply) => {
      const { token, id } = request.params;
      const result = await questions.escalate(token, id, request.body, {
        siteUrl: siteUrl(request),
      });
      if (result.outcome === "missing" || result.outcome === "closed") {
        throw refuse(result.outcome);
      }
      if (result.outcome === "unknown") throw new HttpError(404, QUESTION_NOT_FOUND);
      if (result.outcome === "already") throw new HttpError(409, ALREADY_ESCALATED);
      reply.code(202);
      return ok(null, { message: ESCALATED });
    },
  );
};

export default questionRoutes;
