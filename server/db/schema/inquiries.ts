import { index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { auditTimestamps } from "./columns";

/**
 * Contact-form submissions. Personal data: only what the visitor typed is kept (no IP
 * address, no user agent), so erasing a row erases everything we hold about the request.
 */
export const inquiries = pgTable(
  "inquiries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    organizationSize: text("organization_size"),
    message: text("message").notNull().default(""),
    ...auditTimestamps,
  },
  (table) => [index("inquiries_created_at_idx").on(table.createdAt)],
);
