import { inquiryStatuses } from "@shared/inquiries/inquiry-status";
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { auditTimestamps, sqlList } from "./columns";
import { prospects } from "./prospects";

/**
 * Contact-form submissions. Personal data: only what the visitor typed is kept (no IP
 * address, no user agent), so erasing a row erases everything we hold about the request.
 * Staff work them (issue 13): status, owner and the prospect they belong to.
 */
export const inquiries = pgTable(
  "inquiries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    organizationSize: text("organization_size"),
    message: text("message").notNull().default(""),
    status: text("status").notNull().default("new"),
    ownerUserId: uuid("owner_user_id").references(() => users.id, { onDelete: "set null" }),
    prospectId: integer("prospect_id").references(() => prospects.id, { onDelete: "set null" }),
    handledAt: timestamp("handled_at", { withTimezone: true }),
    version: integer("version").notNull().default(1),
    ...auditTimestamps,
  },
  (table) => [
    index("inquiries_created_at_idx").on(table.createdAt),
    index("inquiries_status_idx").on(table.status, table.createdAt),
    index("inquiries_prospect_idx").on(table.prospectId),
    check("inquiries_status", sql`${table.status} in ${sqlList(inquiryStatuses)}`),
  ],
);
