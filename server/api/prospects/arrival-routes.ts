import { envelopeSchema } from "@shared/api/envelope";
import { arrivalChangesSchema, describeArrivalChanges } from "@shared/prospects/arrival";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../http/envelope";
import { adminFailures as failures } from "../../http/route-schemas";
import { actorOf, auditProspect } from "./route-helpers";

const params = z.object({
  id: z.coerce.number({ error: "Use a whole number id" }).int().min(1).max(2_147_483_647),
  arrivalId: z.coerce.number({ error: "Use a whole number id" }).int().min(1),
});

/** /api/prospects/:id/arrivals: details visitors submitted, applied by staff (issue 32). */
const arrivalRoutes: FastifyPluginAsyncZod = async (app) => {
  const { arrivals } = app.repositories.prospectAdmin;

  app.post(
    "/:id/arrivals/:arrivalId/apply",
    {
      schema: {
        tags: ["prospects"],
        summary: "Apply details a visitor submitted to the prospect and its contact",
        description:
          "The contact's name and phone (or a new contact when only the company domain matched) and the company's name and size. Applied once: again is a 409.",
        params,
        response: { 200: envelopeSchema(arrivalChangesSchema), ...failures },
      },
    },
    async (request) => {
      const { id, arrivalId } = request.params;
      const { prospect, changes } = await arrivals.apply(id, arrivalId, await actorOf(request));
      await auditProspect(request, "prospect.details_applied", prospect, {
        arrivalId,
        changes: describeArrivalChanges(changes),
      });
      return ok(changes, { message: "Submitted details applied" });
    },
  );
};

export default arrivalRoutes;
