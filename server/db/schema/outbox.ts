import { outboxStatuses } from "@shared/outbox/outbox";
import { sql } from "drizzle-orm";
import { bigserial, check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { sqlList } from "./columns";

/**
 * Outgoing e-mail (DESIGN: jobs): written in the same breath as what caused it, sent by a
 * worker with retries. Without SMTP the messages stay here as "kept" and staff read them.
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
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    check("outbox_status", sql`${table.status} in ${sqlList(outboxStatuses)}`),
    index("outbox_due_idx").on(table.status, table.nextAttemptAt),
    index("outbox_created_idx").on(table.createdAt),
  ],
);
