import { envelopeSchema, errorEnvelopeSchema } from "@shared/api/envelope";
import { acceptanceCodeRequestSchema } from "@shared/quotes/acceptance-check";
import { CODE_NOT_NEEDED, CODE_SENT } from "@shared/quotes/acceptance-check-constants";
import {
  acceptQuoteSchema,
  type DecisionEvidence,
  decisionEvidenceSchema,
  declineQuoteSchema,
} from "@shared/quotes/decision";
import { OPTIONAL_LINES_ONLY } from "@shared/quotes/optional-items";
import { TERMS_AGREEMENT } from "@shared/quotes/terms";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../http/envelope";
import { HttpError } from "../../http/http-error";
import { noStore } from "../../http/no-store";
import { requestClient } from "../../http/request-client";
import { siteUrl } from "../../http/site-url";
import { sendQuotePdf } from "./pdf-reply";
import { openQuote } from "./public-quote";
import { quoteServiceOf } from "./quote-service";
import type { DecisionInput } from "./share-repository";

export const QUOTE_NOT_FOUND =
  "This quote link is not valid. Check the address or ask us for a new one.";
export const QUOTE_GONE =
  "This quote link has expired or was withdrawn. Contact us for an up-to-date quote.";
const DECISION_RATE_LIMIT = { max: 20, timeWindow: "10 minutes" } as const;
const PDF_RATE_LIMIT = { max: 30, timeWindow: "1 minute" } as const;
const CODE_RATE_LIMIT = { max: 5, timeWindow: "10 minutes" } as const;

/** The chosen option's quote was accepted through another link: it is binding already. */
const QUOTE_ACCEPTED_ELSEWHERE =
  "This quote was already accepted through another link; contact us if something should change.";

const params = z.object({ token: z.string().max(100) });
const failures = {
  400: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  410: errorEnvelopeSchema,
};

const decidedAlready = (evidence: DecisionEvidence) =>
  `This quote was already ${evidence.decision} on ${evidence.decidedAt.slice(0, 10)}.`;

/**
 * /api/quotes/{token}: what a prospect does with a shared quote, without signing in. The
 * token is the only credential; acceptance stores its evidence (issue 11).
 */
const quotePublicRoutes: FastifyPluginAsyncZod = async (app) => {
  noStore(app);

  const quotes = quoteServiceOf(app);

  /**
   * The decide use case (decision 048) records the answer; its reactions (status, deal,
   * timeline, notification, e-mail, audit entry) commit with it.
   */
  async function decide(
    request: FastifyRequest<{ Params: { token: string } }>,
    input: DecisionInput,
  ) {
    const result = await quotes.decide(request.params.token, input, {
      siteUrl: siteUrl(request),
      client: requestClient(request),
    });
    switch (result.outcome) {
      case "missing":
        throw new HttpError(404, QUOTE_NOT_FOUND);
      case "closed":
        throw new HttpError(410, QUOTE_GONE);
      case "already":
        throw new HttpError(409, decidedAlready(result.evidence));
      case "frozen":
        throw new HttpError(409, QUOTE_ACCEPTED_ELSEWHERE);
      case "bad-option":
        throw new HttpError(400, "Choose one of the options in this quote", {
          position: "Choose one of the options in this quote",
        });
      case "bad-optional":
        throw new HttpError(400, OPTIONAL_LINES_ONLY, { declinedOptional: OPTIONAL_LINES_ONLY });
      case "unverified":
        throw new HttpError(400, result.message, { [result.field]: result.message });
    }
    return result.evidence;
  }

  app.post(
    "/:token/accept",
    {
      config: { rateLimit: DECISION_RATE_LIMIT },
      schema: {
        tags: ["quotes"],
        summary:
          "Accept one option of a shared quote with its billing (monthly or annual prepay); stores name, title, time, IP, browser and the snapshot's SHA-256",
        params,
        body: acceptQuoteSchema,
        response: { 200: envelopeSchema(decisionEvidenceSchema), ...failures },
      },
    },
    async (request) => {
      const { position, billing, fullName, title, email, code, declinedOptional } = request.body;
      const evidence = await decide(request, {
        decision: "accepted",
        position,
        billing,
        fullName,
        title,
        reason: null,
        termsAgreed: TERMS_AGREEMENT,
        email,
        code,
        declinedOptional,
        ...requestClient(request),
      });
      return ok(evidence, { message: "Quote accepted" });
    },
  );

  app.post(
    "/:token/acceptance-code",
    {
      config: { rateLimit: CODE_RATE_LIMIT },
      schema: {
        tags: ["quotes"],
        summary:
          "E-mail a one-time code for accepting the quote to an address it was sent to (when the link asks for one); the answer is the same for any address",
        params,
        body: acceptanceCodeRequestSchema,
        response: { 202: envelopeSchema(z.null()), ...failures },
      },
    },
    async (request, reply) => {
      const result = await quotes.requestAcceptanceCode(request.params.token, request.body.email, {
        siteUrl: siteUrl(request),
        client: requestClient(request),
      });
      if (result.outcome === "missing") throw new HttpError(404, QUOTE_NOT_FOUND);
      if (result.outcome === "closed") throw new HttpError(410, QUOTE_GONE);
      if (result.outcome === "not-needed") throw new HttpError(409, CODE_NOT_NEEDED);
      reply.code(202);
      return ok(null, { message: CODE_SENT });
    },
  );

  app.post(
    "/:token/decline",
    {
      config: { rateLimit: DECISION_RATE_LIMIT },
      schema: {
        tags: ["quotes"],
        summary: "Decline a shared quote, with an optional reason",
        params,
        body: declineQuoteSchema,
        response: { 200: envelopeSchema(decisionEvidenceSchema), ...failures },
      },
    },
    async (request) => {
      const evidence = await decide(request, {
        decision: "declined",
        position: null,
        billing: "monthly",
        fullName: null,
        title: null,
        reason: request.body.reason || null,
        termsAgreed: null,
        ...requestClient(request),
      });
      return ok(evidence, { message: "Quote declined" });
    },
  );

  app.get(
    "/:token/pdf",
    {
      config: { rateLimit: PDF_RATE_LIMIT },
      schema: { tags: ["quotes"], summary: "The quote as a PDF, from its frozen snapshot", params },
    },
    async (request, reply) => {
      const opened = await openQuote(app, request.params.token, {
        countView: false,
        siteUrl: siteUrl(request),
      });
      if ("closed" in opened) {
        throw opened.closed.kind === "missing"
          ? new HttpError(404, QUOTE_NOT_FOUND)
          : new HttpError(410, QUOTE_GONE);
      }
      return sendQuotePdf(request, reply, opened.open.snapshot, opened.open.decision);
    },
  );
};

export default quotePublicRoutes;
