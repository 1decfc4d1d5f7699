import { z } from "zod";
import { MAX_NOTIFICATIONS_PER_PAGE } from "../realtime/limits";
import { notificationSchema } from "../realtime/messages";

/** GET /api/admin/notifications: newest first; `before` is the last id of the page seen. */
export const notificationQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_NOTIFICATIONS_PER_PAGE).default(20),
  before: z.coerce.number().int().positive().optional(),
});

export const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  unreadCount: z.number().int().nonnegative(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

/** POST /api/admin/notifications/read: some ids, or all of them. */
export const markReadSchema = z.union([
  z.object({
    ids: z
      .array(z.number().int().positive())
      .min(1, "Choose at least one notification")
      .max(MAX_NOTIFICATIONS_PER_PAGE),
  }),
  z.object({ all: z.literal(true) }),
]);
export type MarkRead = z.infer<typeof markReadSchema>;

export const unreadSchema = z.object({ unreadCount: z.number().int().nonnegative() });
