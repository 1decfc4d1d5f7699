import { notificationKinds } from "@shared/realtime/messages";
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { sqlList } from "./columns";

/**
 * Staff notifications (issue 16): the source of truth of the live channel, so a staff member
 * who was away sees what they missed. The id only grows, and is the clients' resume cursor.
 * Rows hold a short title and the admin link, never a prospect's message or a secret.
 */
export const staffNotifications = pgTable(
  "staff_notifications",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull().default(""),
    href: text("href").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("staff_notifications_created_at_idx").on(table.createdAt),
    check("staff_notifications_kind", sql`${table.kind} in ${sqlList(notificationKinds)}`),
  ],
);

/** Who read which notification; no row means unread. */
export const staffNotificationReads = pgTable(
  "staff_notification_reads",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    notificationId: bigint("notification_id", { mode: "number" })
      .notNull()
      .references(() => staffNotifications.id, { onDelete: "cascade" }),
    readAt: timestamp("read_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.notificationId] })],
);
