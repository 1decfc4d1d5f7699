import { sql } from "drizzle-orm";
import { pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { auditTimestamps } from "./columns";

/**
 * Sign-ups for news of the Service Builder (the teaser at /service-builder). Personal data:
 * only the address as typed, no IP address or user agent. One row per address whatever its
 * case, so a repeated sign-up never adds a second row.
 */
export const waitlistSignups = pgTable(
  "waitlist_signups",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    ...auditTimestamps,
  },
  (table) => [uniqueIndex("waitlist_signups_email_key").on(sql`lower(${table.email})`)],
);
