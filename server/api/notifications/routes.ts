import { envelopeSchema } from "@shared/api/envelope";
import { visibleNotificationKinds } from "@shared/auth/permissions";
import type { AuthUser } from "@shared/auth/user";
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
import type { NotificationReader } from "./notification-repository";

const tags = ["notifications"];

/**
 * /api/admin/notifications (issue 16): the staff notification list and its read marks.
 * Reading is not a staff edit of anything shared, so it is not audit-logged.
 */
/** Decision 062: the caller's notifications are those about areas their set opens. */
function readerOf(user: AuthUser): NotificationReader {
  return { userId: user.id, kinds: visibleNotificationKinds(user) };
}

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
      const reader = readerOf((await requireAdmin(request)).user);
      const [items, unreadCount] = await Promise.all([
        repository.list(reader, request.query),
        repository.unreadCount(reader),
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
      return ok({ unreadCount: await repository.unreadCount(readerOf(user)) });
    },
  );
};

export default notificationRoutes;
