import type { NotificationKind } from "@shared/realtime/messages";
import { sql } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { staffNotifications } from "../../db/schema/notifications";

/** The LISTEN/NOTIFY channel that tells every instance about new and read notifications. */
export const STAFF_NOTIFICATIONS_CHANNEL = "staff_notifications";

/** What travels on the channel: ids only, every instance loads the row itself. */
export type NotificationAnnouncement =
  | { created: number }
  | { read: string }
  /** Sessions of this user ended: every instance re-checks that user's connections now. */
  | { sessionsEnded: string };

export interface NewNotification {
  kind: NotificationKind;
  /** Short and useful ("New inquiry from Dana Whitfield"); never a message body or secret. */
  title: string;
  body: string;
  /** The admin page of the record. */
  href: string;
}

/**
 * Stores a staff notification in the transaction of the write that caused it, and announces
 * it with pg_notify in that same transaction: PostgreSQL delivers a NOTIFY only when its
 * transaction commits, so a rolled-back write announces nothing and a committed one cannot
 * be acknowledged without its announcement (a lost one is caught up on the listener's gap).
 */
export async function raiseNotification(tx: Transaction, notification: NewNotification) {
  const [row] = await tx
    .insert(staffNotifications)
    .values(notification)
    .returning({ id: staffNotifications.id });
  if (!row) throw new Error("Notification insert returned no row");
  const announcement: NotificationAnnouncement = { created: row.id };
  await tx.execute(
    sql`select pg_notify(${STAFF_NOTIFICATIONS_CHANNEL}, ${JSON.stringify(announcement)})`,
  );
  return row.id;
}
