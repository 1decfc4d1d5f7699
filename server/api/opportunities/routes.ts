import { envelopeSchema } from "@shared/api/envelope";
import type { AuditDetails, AuditEvent } from "@shared/audit/audit-events";
import {
  type Opportunity,
  opportunityInputSchema,
  opportunityMoveSchema,
  opportunitySchema,
  opportunityUpdateSchema,
} from "@shared/opportunities/opportunity";
import { opportunityStageLabels } from "@shared/opportunities/stages";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../http/envelope";
import { HttpError } from "../../http/http-error";
import { noStore } from "../../http/no-store";
import { adminFailures as failures } from "../../http/route-schemas";
import { auditChange } from "../auth/audit-change";
import { permissionRequired, requireAdmin } from "../auth/guards";
import type { WriteResult } from "./opportunity-repository";
import { OPPORTUNITY_NOT_FOUND, opportunityParams, opportunityReadRoutes } from "./read-routes";

export const OPPORTUNITY_CONFLICT =
  "Someone else changed this opportunity after you loaded it. Reload to see their changes, then try again.";
const QUOTE_TAKEN = "This quote already has an opportunity";

const params = opportunityParams;
const envelope = envelopeSchema(opportunitySchema);

async function staff(request: FastifyRequest) {
  const { user } = await requireAdmin(request);
  return { id: user.id, name: user.displayName };
}

/** The written opportunity, or the 404/409 its outcome means. */
function settled(result: WriteResult<Opportunity>, conflict = OPPORTUNITY_CONFLICT): Opportunity {
  if (result.outcome === "not-found") throw new HttpError(404, OPPORTUNITY_NOT_FOUND);
  if (result.outcome === "conflict") throw new HttpError(409, conflict);
  return result.value;
}

const auditOpportunity = (
  request: FastifyRequest,
  event: AuditEvent,
  opportunity: Opportunity,
  details?: AuditDetails,
) =>
  auditChange(
    request,
    event,
    { type: "opportunity", id: opportunity.id, label: opportunity.name },
    details,
  );

/**
 * /api/opportunities: the sales pipeline for administrators. Values are US dollars with at
 * most two decimals (`monthly`, `setup`), like the catalogue's prices; cents in the database.
 */
const opportunityRoutes: FastifyPluginAsyncZod = async (app) => {
  noStore(app);
  app.addHook("onRequest", permissionRequired("opportunities"));
  const { opportunities } = app.repositories;

  async function assertReferences(input: Parameters<typeof opportunities.referenceErrors>[0]) {
    const errors = await opportunities.referenceErrors(input);
    const [first] = Object.values(errors);
    if (first) throw new HttpError(400, first, errors);
  }

  await app.register(opportunityReadRoutes);

  app.post(
    "/",
    {
      schema: {
        tags: ["opportunities"],
        summary: "Create an opportunity (monthly and setup in dollars)",
        body: opportunityInputSchema,
        response: { 201: envelope, ...failures },
      },
    },
    async (request, reply) => {
      await assertReferences(request.body);
      const created = settled(
        await opportunities.create(request.body, await staff(request)),
        QUOTE_TAKEN,
      );
      await auditOpportunity(request, "opportunity.created", created, { stage: created.stage });
      return reply.code(201).send(ok(created, { message: "Opportunity created" }));
    },
  );

  app.put(
    "/:id",
    {
      schema: {
        tags: ["opportunities"],
        summary: "Edit name, owner, value and expected close",
        description: "`version` is the one loaded; when someone changed it since, 409.",
        params,
        body: opportunityUpdateSchema,
        response: { 200: envelope, ...failures },
      },
    },
    async (request) => {
      await assertReferences({ ownerUserId: request.body.ownerUserId });
      const saved = settled(await opportunities.update(request.params.id, request.body));
      await auditOpportunity(request, "opportunity.updated", saved, { version: saved.version });
      return ok(saved, { message: "Opportunity saved" });
    },
  );

  app.post(
    "/:id/move",
    {
      schema: {
        tags: ["opportunities"],
        summary: "Move to another stage (Lost needs lostReason); 409 on a stale version",
        params,
        body: opportunityMoveSchema,
        response: { 200: envelope, ...failures },
      },
    },
    async (request) => {
      const before = await opportunities.get(request.params.id);
      if (!before) throw new HttpError(404, OPPORTUNITY_NOT_FOUND);
      const moved = settled(
        await opportunities.move(request.params.id, request.body, await staff(request)),
      );
      await auditOpportunity(request, "opportunity.moved", moved, {
        from: before.stage,
        to: moved.stage,
        ...(moved.lostReason ? { reason: moved.lostReason } : {}),
      });
      return ok(moved, { message: `Moved to ${opportunityStageLabels[moved.stage]}` });
    },
  );

  for (const [path, archived] of [
    ["archive", true],
    ["restore", false],
  ] as const) {
    app.post(
      `/:id/${path}`,
      {
        schema: {
          tags: ["opportunities"],
          summary: archived ? "Take off the board (kept for history)" : "Back onto the board",
          params,
          response: { 200: envelope, ...failures },
        },
      },
      async (request) => {
        const changed = settled(await opportunities.setArchived(request.params.id, archived));
        await auditOpportunity(
          request,
          archived ? "opportunity.archived" : "opportunity.restored",
          changed,
        );
        return ok(changed, { message: archived ? "Opportunity archived" : "Opportunity restored" });
      },
    );
  }
};

export default opportunityRoutes;
