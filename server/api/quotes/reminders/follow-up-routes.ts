import { envelopeSchema } from "@shared/api/envelope";
import { followUpQuerySchema, followUpSchema } from "@shared/quotes/reminders";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../../http/envelope";
import { HttpError } from "../../../http/http-error";
import { noStore } from "../../../http/no-store";
import { adminFailures as failures, serialIdParams } from "../../../http/route-schemas";
import { auditChange } from "../../auth/audit-change";
import { permissionRequired, requireAdmin } from "../../auth/guards";

export const FOLLOW_UP_NOT_FOUND = "This follow-up was done already or does not exist.";

const followUpListSchema = z.object({
  tasks: z.array(followUpSchema),
  /** Open tasks due by the end of today (UTC): the dashboard's "Follow up today". */
  dueToday: z.number().int(),
});

const endOfToday = (now = new Date()) =>
  Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);

/** /api/admin/follow-ups (issue 35 §2): the owners' follow-ups of sent quotes. */
const followUpRoutes: FastifyPluginAsyncZod = async (app) => {
  noStore(app);
  app.addHook("onRequest", permissionRequired("configurations"));
  const { followUps } = app.repositories;

  app.get(
    "/",
    {
      schema: {
        tags: ["configurations"],
        summary: "Open follow-ups of sent quotes, soonest first",
        description: "`who=mine` lists the signed-in user's; `prospectId` one prospect's.",
        querystring: followUpQuerySchema,
        response: { 200: envelopeSchema(followUpListSchema), ...failures },
      },
    },
    async (request) => {
      const auth = await requireAdmin(request);
      const tasks = await followUps.open({
        ownerUserId: request.query.who === "mine" ? auth.user.id : undefined,
        prospectId: request.query.prospectId,
      });
      const cutoff = endOfToday();
      const dueToday = tasks.filter((task) => Date.parse(task.dueAt) < cutoff).length;
      return ok({ tasks, dueToday });
    },
  );

  app.post(
    "/:id/done",
    {
      schema: {
        tags: ["configurations"],
        summary: "Mark a follow-up done",
        params: serialIdParams,
        response: { 200: envelopeSchema(z.null()), ...failures },
      },
    },
    async (request) => {
      const auth = await requireAdmin(request);
      const done = await followUps.markDone(request.params.id, auth.user.id);
      if (!done) throw new HttpError(404, FOLLOW_UP_NOT_FOUND);
      await auditChange(request, "follow_up.done", {
        type: "follow_up",
        id: String(done.id),
        label: done.reason,
      });
      return ok(null, { message: "Follow-up done" });
    },
  );
};

export default followUpRoutes;
