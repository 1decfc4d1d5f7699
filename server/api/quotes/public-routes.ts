import { envelopeSchema, errorEnvelopeSchema } from "@shared/api/envelope";
import {
  acceptQuoteSchema,
  type DecisionEvidence,
  decisionEvidenceSchema,
  declineQuoteSchema,
} from "@shared/quotes/decision";
import { TERMS_AGREEMENT } from "@shared/quotes/terms";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../http/envelope";
import { HttpError } from "../../http/http-error";
import { noStore } from "../../http/no-store";
import { siteUrl } from "../../http/site-url";
import { audit } from "../audit/record";
import { sendQuotePdf } from "./pdf-reply";
import { openQuote } from "./public-quote";
import { quoteDecidedMessage, salesOutbox } from "./quote-notifications";
import type { DecisionInput } from "./share-repository";

export const QUOTE_NOT_FOUND =
  "This quote link is not valid. Check the address or ask us for a new one.";
export const QUOTE_GONE =
  "This quote link has expired or was withdrawn. Contact us for an up-to-date quote.";
const DECISION_RATE_LIMIT = { max: 20, timeWindow: "10 minutes" } as const;
const PDF_RATE_LIMIT = { max: 30, timeWindow: "1 minute" } as const;

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

  async function decide(
    request: FastifyRequest<{ Params: { token: string } }>,
    input: DecisionInput,
  ) {
    const notify = await salesOutbox(app.repositories);
    const result = await app.repositories.shares.decide(
      request.params.token,
      input,
      (tx, share, evidence) =>
        notify(tx, (to) => quoteDecidedMessage(share.snapshot, evidence, siteUrl(request), to)),
    );
    switch (result.outcome) {
      case "missing":
        throw new HttpError(404, QUOTE_NOT_FOUND);
      case "closed":
        throw new HttpError(410, QUOTE_GONE);
      case "already":
        throw new HttpError(409, decidedAlready(result.evidence));
      case "bad-option":
        throw new HttpError(400, "Choose one of the options in this quote", {
          position: "Choose one of the options in this quote",
        });
    }
    app.outbox.wake();
    await audit(request, {
      event: result.evidence.decision === "accepted" ? "quote.accepted" : "quote.declined",
      targetType: "quote",
      targetId: result.share.id,
      targetLabel: result.share.reference,
      details: {
        option: result.evidence.optionLabel,
        name: result.evidence.fullName,
        title: result.evidence.title,
        reason: result.evidence.reason,
        sha256: result.evidence.snapshotSha256,
      },
    });
    return result.evidence;
  }

  const client = (request: FastifyRequest) => ({
    ip: request.ip,
    userAgent: String(request.headers["user-agent"] ?? "").slice(0, 500),
  });

  app.post(
    "/:token/accept",
    {
      config: { rateLimit: DECISION_RATE_LIMIT },
      schema: {
        tags: ["quotes"],
        summary:
          "Accept one option of a shared quote; stores name, title, time, IP, browser and the snapshot's SHA-256",
        params,
        body: acceptQuoteSchema,
        response: { 200: envelopeSchema(decisionEvidenceSchema), ...failures },
      },
    },
    async (request) => {
      const { position, fullName, title } = request.body;
      const evidence = await decide(request, {
        decision: "accepted",
        position,
        fullName,
        title,
        reason: null,
        termsAgreed: TERMS_AGREEMENT,
        ...client(request),
      });
      return ok(evidence, { message: "Quote accepted" });
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
        fullName: null,
        title: null,
        reason: request.body.reason || null,
        termsAgreed: null,
        ...client(request),
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
      const opened = await openQuote(app.repositories, request.params.token, {
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
