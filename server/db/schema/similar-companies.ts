import { quoteKinds } from "@shared/similar-companies/transactions";
import { sql } from "drizzle-orm";
import { check, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { auditTimestamps, sqlList } from "./columns";

/**
 * "Companies like yours" (issue 36 §2, decision 071). What each quote counts as: its segment
 * and chosen services, accepted or saved. No foreign key to the quote: a configuration the
 * unclaimed sweep removes keeps counting, as its counts do; the row holds no personal data.
 */
export const similarCompanyQuotes = pgTable(
  "similar_company_quotes",
  {
    configurationId: uuid("configuration_id").primaryKey(),
    kind: text("kind", { enum: quoteKinds }).notNull(),
    segment: text("segment").notNull(),
    serviceIds: integer("service_ids").array().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("similar_company_quotes_kind", sql`${table.kind} in ${sqlList(quoteKinds)}`)],
);

/**
 * The counts the rules are read from, changed by each counted quote (shared/similar-companies
 * counts.ts): segment "*" is every quote, service 0 the segment's own count.
 */
export const similarCompanyCounts = pgTable(
  "similar_company_counts",
  {
    segment: text("segment").notNull(),
    serviceId: integer("service_id").notNull(),
    accepted: integer("accepted").notNull().default(0),
    saved: integer("saved").notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.segment, table.serviceId] }),
    check("similar_company_counts_positive", sql`${table.accepted} >= 0 and ${table.saved} >= 0`),
  ],
);

/** Patterns staff hid from the builder; showing one again deletes its row. */
export const similarCompanyHiddenPatterns = pgTable(
  "similar_company_hidden_patterns",
  {
    segment: text("segment").notNull(),
    serviceId: integer("service_id").notNull(),
    hiddenByUserId: uuid("hidden_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    ...auditTimestamps,
  },
  (table) => [primaryKey({ columns: [table.segment, table.serviceId] })],
);
