import { envelopeSchema } from "@shared/api/envelope";
import {
  markReadSchema,
  notificationPageSchema,
  notificationQuerySchema,
  unreadSchema,
} from "@shared/notifications/notification-api";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../http/envelope";
import { noStore } from "../../http/no-store";
import { adminFailures as failures } from "../../http/route-schemas";
import { adminRequired, requireAdmin } from "../auth/guards";

const tags = ["notifications"];

/**
 * /api/admin/notifications (issue 16): the staff notification list and its read marks.
 * Reading is not a staff edit of anything shared, so it is not audit-logged.
 */
const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  noStore(app);
  app.addHook("onRequest", adminRequired);
  const repository = app.repositories.notifications;

  app.get(
    "/",
    {
      schema: {
        tags,
        summary: "Notifications, newest first, with the caller's read flags and unread count",
        querystring: notificationQuerySchema,
        response: { 200: envelopeSchema(notificationPageSchema), ...failures },
      },
    },
    async (request) => {
      const { user } = await requireAdmin(request);
      const [items, unreadCount] = await Promise.all([
        repository.list(user.id, request.query),
        repository.unreadCount(user.id),
      ]);
      return ok({ items, unreadCount });
    },
  );

  app.post(
    "/read",
    {
      schema: {
        tags,
        summary: "Mark some notifications (ids) or all of them read for the caller; idempotent",
        body: markReadSchema,
        response: { 200: envelopeSchema(unreadSchema), ...failures },
      },
    },
    async (request) => {
      const { user } = await requireAdmin(request);
      await repository.markRead(user.id, request.body);
      // Every instance pushes the new count to this user's open connections.
      await app.staffHub.announceRead(user.id);
      return ok({ unreadCount: await repository.unreadCount(user.id) });
    },
  );
};

export default notificationRoutes;
