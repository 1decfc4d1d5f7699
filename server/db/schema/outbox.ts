import {
  type AttachmentSource,
  type EmailBrand,
  outboxAudiences,
  outboxStatuses,
} from "@shared/outbox/outbox";
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { sqlList } from "./columns";

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

/**
 * Outgoing e-mail (DESIGN: jobs): written in the same breath as what caused it, sent by a
 * worker with retries. Without SMTP the messages stay here as "kept" and staff read them.
 * A customer's message carries its unsubscribe link; the worker checks the address again
 * just before sending (issue 35 §2: an unsubscribe is honoured at once).
 */
export const outbox = pgTable(
  "outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** What raised it, e.g. "quote.viewed"; staff filter by it. */
    kind: text("kind").notNull(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    /** "staff" (the sales team's own mail) or "customer" (a prospect's contact). */
    audience: text("audience").notNull().default("staff"),
    /** A customer message's one-click unsubscribe address (RFC 8058), null for staff mail. */
    unsubscribeUrl: text("unsubscribe_url"),
    /** A customer message's look (the quote link's logo and colour): sent as HTML too. */
    brand: jsonb("brand").$type<EmailBrand>(),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    check("outbox_status", sql`${table.status} in ${sqlList(outboxStatuses)}`),
    check("outbox_audience", sql`${table.audience} in ${sqlList(outboxAudiences)}`),
    index("outbox_due_idx").on(table.status, table.nextAttemptAt),
    index("outbox_created_idx").on(table.createdAt),
  ],
);

/** Files sent with a message (a quote's PDF), kept with it so staff read what was sent. */
export const outboxAttachments = pgTable(
  "outbox_attachments",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    outboxId: bigint("outbox_id", { mode: "number" })
      .notNull()
      .references(() => outbox.id, { onDelete: "cascade" }),
    filename: text("filename").notNull(),
    contentType: text("content_type").notNull(),
    /** The bytes; null until the worker renders a file made at send time (`source`). */
    content: bytea("content"),
    /**
     * What to render just before sending, for a file that cannot be made inside the
     * transaction that queued it (a countersigned quote PDF needs Chromium for a second).
     */
    source: jsonb("source").$type<AttachmentSource>(),
  },
  (table) => [index("outbox_attachments_outbox_idx").on(table.outboxId)],
);

/**
 * Every address customer mail went to, with the secret of its unsubscribe link. An address
 * with `unsubscribedAt` receives no customer mail again (issue 35 §2).
 */
export const emailRecipients = pgTable("email_recipients", {
  /** Lower-case address. */
  email: text("email").primaryKey(),
  /** 32 random bytes, base64url: the unsubscribe link's only secret. */
  token: text("token").notNull().unique(),
  unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
