import { envelopeSchema, errorEnvelopeSchema } from "@shared/api/envelope";
import { HONEYPOT_FIELD } from "@shared/inquiries/inquiry-constants";
import { builderStateSchema } from "@shared/quotes/builder/draft";
import { emptyDraft } from "@shared/quotes/builder/empty-draft";
import { leadInputSchema } from "@shared/quotes/builder/lead";
import { LEAD_RATE_LIMIT } from "@shared/quotes/builder/lead-constants";
import { stepIndex } from "@shared/quotes/builder/steps";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../../http/envelope";
import { admitWriter } from "./admit-writer";
import { builderState } from "./builder-state";
import { builderSession } from "./session";

const LEAD_SAVED = "Thanks, we have your details. Next: your locations.";

/**
 * POST /api/sb/lead: the builder's first step. Lands on the prospect with this address or
 * company domain, or creates one, links it to the session and opens the assessment. The
 * answer holds only what this session typed, whatever the prospect it matched (issue 32).
 */
export const leadRoute: FastifyPluginAsyncZod = async (app) => {
  const { drafts, builderEvents } = app.repositories;
  const { leads } = app.services;

  app.post(
    "/lead",
    {
      config: { rateLimit: LEAD_RATE_LIMIT },
      schema: {
        tags: ["service-builder"],
        summary: "Capture the lead: company, contact, e-mail, phone, size",
        description: `Matched to a prospect by e-mail in any case, else by company domain. At most ${LEAD_RATE_LIMIT.max} per client and ${LEAD_RATE_LIMIT.timeWindow}; a new session's first write counts against its address's daily cap of new sessions (429 with Retry-After, decision 045).`,
        body: leadInputSchema,
        response: {
          200: envelopeSchema(builderStateSchema),
          400: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const sessionId = builderSession(request);
      const { [HONEYPOT_FIELD]: honeypot, ...lead } = request.body;
      const stored = await drafts.get(sessionId);
      if (honeypot) {
        // The usual answer without storing anything, so a bot learns nothing.
        request.log.info("builder lead honeypot filled: discarded");
        return ok(await builderState(app, sessionId, stored), { message: LEAD_SAVED });
      }
      if (!stored) await admitWriter(request, reply, sessionId);
      const landed = await leads.land(lead);
      const draft = stored?.draft ?? emptyDraft();
      const next =
        stepIndex(draft.stepReached) < stepIndex("assessment")
          ? { ...draft, stepReached: "assessment" as const }
          : draft;
      const { prospectId, contactId } = landed;
      await drafts.save(sessionId, next, { prospectId, contactId, lead });
      await builderEvents.record({ type: "lead-captured", sessionId, prospectId });
      return ok(await builderState(app, sessionId, await drafts.get(sessionId)), {
        message: LEAD_SAVED,
      });
    },
  );
};
