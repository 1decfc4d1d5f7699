import { MAX_NOTIFICATIONS_PER_PAGE } from "@shared/realtime/limits";
import type { NotificationKind, StaffNotification } from "@shared/realtime/messages";
import { and, desc, eq, gt, inArray, isNull, lt, max, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { staffNotificationReads, staffNotifications } from "../../db/schema/notifications";

type Row = typeof staffNotifications.$inferSelect & { read: boolean };

const toNotification = (row: Row): StaffNotification => ({
  id: row.id,
  // Written only through raiseNotification, whose kinds the check constraint also holds.
  kind: row.kind as NotificationKind,
  title: row.title,
  body: row.body,
  href: row.href,
  createdAt: row.createdAt.toISOString(),
  read: row.read,
});

/**
 * Decision 062: a reader sees only the kinds their permission set covers
 * (visibleNotificationKinds), in the list, the catch-up and the unread count alike.
 */
export interface NotificationReader {
  userId: string;
  kinds: readonly NotificationKind[];
}

const ofKinds = (kinds: readonly NotificationKind[]) =>
  kinds.length === 0 ? sql`false` : inArray(staffNotifications.kind, [...kinds]);

export function createNotificationRepository(db: Database) {
  /** Notifications with the read flag of one staff member. */
  const forUser = (userId: string) =>
    db
      .select({
        id: staffNotifications.id,
        kind: staffNotifications.kind,
        title: staffNotifications.title,
        body: staffNotifications.body,
        href: staffNotifications.href,
        createdAt: staffNotifications.createdAt,
        read: sql<boolean>`${staffNotificationReads.notificationId} is not null`,
      })
      .from(staffNotifications)
      .leftJoin(
        staffNotificationReads,
        and(
          eq(staffNotificationReads.notificationId, staffNotifications.id),
          eq(staffNotificationReads.userId, userId),
        ),
      )
      .$dynamic();

  return {
    /** Newest first; `before` pages on by id. */
    async list(reader: NotificationReader, options: { limit: number; before?: number }) {
      const rows = await forUser(reader.userId)
        .where(
          and(
            ofKinds(reader.kinds),
            options.before === undefined ? undefined : lt(staffNotifications.id, options.before),
          ),
        )
        .orderBy(desc(staffNotifications.id))
        .limit(options.limit);
      return rows.map(toNotification);
    },

    /** What a client missed: the newest `limit` after `afterId`, oldest first. */
    async after(reader: NotificationReader, afterId: number, limit = MAX_NOTIFICATIONS_PER_PAGE) {
      const rows = await forUser(reader.userId)
        .where(and(ofKinds(reader.kinds), gt(staffNotifications.id, afterId)))
        .orderBy(desc(staffNotifications.id))
        .limit(limit);
      return rows.reverse().map(toNotification);
    },

    async latestId(): Promise<number | null> {
      const [row] = await db.select({ id: max(staffNotifications.id) }).from(staffNotifications);
      return row?.id ?? null;
    },

    async unreadCount({ userId, kinds }: NotificationReader): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(staffNotifications)
        .leftJoin(
          staffNotificationReads,
          and(
            eq(staffNotificationReads.notificationId, staffNotifications.id),
            eq(staffNotificationReads.userId, userId),
          ),
        )
        .where(and(ofKinds(kinds), isNull(staffNotificationReads.notificationId)));
      return row?.count ?? 0;
    },

    /** Idempotent: reading twice keeps the first time. Unknown ids are ignored. */
    async markRead(userId: string, which: { ids: number[] } | { all: true }) {
      if ("ids" in which && which.ids.length === 0) return;
      const chosen = "all" in which ? sql`true` : inArray(staffNotifications.id, which.ids);
      await db.execute(
        sql`insert into ${staffNotificationReads} (user_id, notification_id)
            select ${userId}::uuid, ${staffNotifications.id} from ${staffNotifications}
            where ${chosen} on conflict do nothing`,
      );
    },
  };
}

export type NotificationRepository = ReturnType<typeof createNotificationRepository>;
