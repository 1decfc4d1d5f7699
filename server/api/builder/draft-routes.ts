import { envelopeSchema, errorEnvelopeSchema } from "@shared/api/envelope";
import { type BuilderDraft, builderDraftSchema, builderStateSchema } from "@shared/builder/draft";
import { CHANGE_EVENT_THROTTLE_MS } from "@shared/builder/events";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../http/envelope";
import { builderState } from "./builder-state";
import { assertKnownChoices } from "./choices";
import { draftEvents, furthestStep } from "./draft-events";
import { builderSession } from "./session";

const stateEnvelope = envelopeSchema(builderStateSchema);

/** GET and PUT /api/sb/draft: the builder's autosaved state per X-SB-Session. */
export const draftRoutes: FastifyPluginAsyncZod = async (app) => {
  const { drafts, builderEvents, catalog } = app.repositories;

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
        await builderEvents.record({ type: "session-started", sessionId });
      }
      return ok(await builderState(app.repositories, sessionId, stored));
    },
  );

  app.put(
    "/draft",
    {
      schema: {
        tags: ["service-builder"],
        summary: "Autosave the session's draft",
        description:
          "Replaces the answers, locations and choices; the furthest step reached never goes down, and stays at the lead step until the lead is captured.",
        body: builderDraftSchema,
        response: { 200: stateEnvelope, 400: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const sessionId = builderSession(request);
      const body = request.body as BuilderDraft;
      assertKnownChoices(body.selections, body.locations, (await catalog.publicServices()).data);
      const stored = await drafts.get(sessionId);
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
        await builderEvents.record({ type, sessionId, prospectId: stored?.prospectId ?? null });
      }
      return ok(await builderState(app.repositories, sessionId, await drafts.get(sessionId)));
    },
  );
};
