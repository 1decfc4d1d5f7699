import { envelopeSchema, errorEnvelopeSchema } from "@shared/api/envelope";
import { deviceClassOf } from "@shared/quotes/builder/device";
import {
  type BuilderDraft,
  builderDraftSchema,
  builderStateSchema,
} from "@shared/quotes/builder/draft";
import { CHANGE_EVENT_THROTTLE_MS } from "@shared/quotes/builder/events";
import { recommend } from "@shared/quotes/engine/recommendations";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../../http/envelope";
import { HttpError } from "../../../http/http-error";
import { admitWriter } from "./admit-writer";
import { builderState } from "./builder-state";
import { assertKnownChoices } from "./choices";
import { draftEvents, furthestStep } from "./draft-events";
import { builderSession } from "./session";

const stateEnvelope = envelopeSchema(builderStateSchema);

/** GET and PUT /api/sb/draft: the builder's autosaved state per X-SB-Session. */
export const draftRoutes: FastifyPluginAsyncZod = async (app) => {
  const { drafts, builderEvents } = app.repositories;
  const { priceBook } = app.services;

  /**
   * The services the recommendations step shows for these answers, worked out here with
   * the same rules and catalogue the browser uses, so the analytics can compare them with
   * what was kept without trusting the browser.
   */
  const recommendedServices = async (draft: BuilderDraft) => {
    const { services, formulas } = await priceBook.read();
    const { recommendations } = recommend({
      services,
      formulas,
      answers: draft.answers,
      locations: draft.locations,
    });
    return recommendations.map((entry) => entry.serviceId);
  };

  app.get(
    "/draft",
    {
      schema: {
        tags: ["service-builder"],
        summary: "The session's draft (a fresh one for a new or unknown session)",
        response: { 200: stateEnvelope, 400: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const sessionId = builderSession(request);
      const stored = await drafts.get(sessionId);
      if (!stored && !(await builderEvents.last(sessionId, "session-started"))) {
        // Only the device class is kept, never the user agent itself.
        const device = deviceClassOf(request.headers["user-agent"]);
        await builderEvents.record({ type: "session-started", sessionId, data: { device } });
      }
      return ok(await builderState(app, sessionId, stored));
    },
  );

  app.put(
    "/draft",
    {
      schema: {
        tags: ["service-builder"],
        summary: "Autosave the session's draft",
        description:
          "Replaces the answers, locations and choices; the furthest step reached never goes down, and stays at the lead step until the lead is captured. A new session's first write counts against its address's daily cap of new sessions (429 with Retry-After, decision 045).",
        body: builderDraftSchema,
        response: { 200: stateEnvelope, 400: errorEnvelopeSchema, 429: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const sessionId = builderSession(request);
      const body = request.body as BuilderDraft;
      assertKnownChoices(body.selections, body.locations, await priceBook.offered());
      const stored = await drafts.get(sessionId);
      if (!stored) await admitWriter(request, reply, sessionId);
      const previous = stored?.draft ?? null;
      // The lead comes first: without it nothing further counts as reached.
      const next = stored?.prospectId
        ? furthestStep(previous, body)
        : { ...body, stepReached: "lead" as const };
      await drafts.save(sessionId, next);
      for (const type of draftEvents(previous, next)) {
        if (type === "configuration-changed") {
          const last = await builderEvents.last(sessionId, type);
          if (last && Date.now() - last.getTime() < CHANGE_EVENT_THROTTLE_MS) continue;
        }
        const data =
          type === "recommendations-shown" ? { services: await recommendedServices(next) } : {};
        await builderEvents.record({
          type,
          sessionId,
          prospectId: stored?.prospectId ?? null,
          data,
        });
      }
      return ok(await builderState(app, sessionId, await drafts.get(sessionId)));
    },
  );

  app.delete(
    "/draft/staff-adjustments/:index",
    {
      schema: {
        tags: ["service-builder"],
        summary: "Remove one staff discount this session carries",
        description:
          "A session staff opened from a version carries that version's discounts (decision 050). The session can remove them, one at a time; nothing here can add or change one.",
        params: z.object({ index: z.coerce.number().int().min(0).max(1000) }),
        response: { 200: stateEnvelope, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const sessionId = builderSession(request);
      const stored = await drafts.get(sessionId);
      const carried = stored?.staffAdjustments;
      const removed = carried?.adjustments[request.params.index];
      if (!carried || !removed) throw new HttpError(404, "That discount is not on this quote");
      const adjustments = carried.adjustments.filter((_, at) => at !== request.params.index);
      await drafts.setStaffAdjustments(
        sessionId,
        adjustments.length > 0 ? { fromVersion: carried.fromVersion, adjustments } : null,
      );
      return ok(await builderState(app, sessionId, await drafts.get(sessionId)), {
        message: `Removed the discount "${removed.reason}"`,
      });
    },
  );
};
