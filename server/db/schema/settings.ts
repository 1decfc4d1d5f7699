import { sql } from "drizzle-orm";
import { check, pgTable, smallint, text } from "drizzle-orm/pg-core";
import { auditTimestamps } from "./columns";

/** The company profile shown on the public site; exactly one row (id 1). */
export const companyProfile = pgTable(
  "company_profile",
  {
    id: smallint("id").primaryKey().default(1),
    name: text("name").notNull(),
    postalAddress: text("postal_address").notNull(),
    phone: text("phone").notNull(),
    supportEmail: text("support_email").notNull(),
    salesEmail: text("sales_email").notNull(),
    ...auditTimestamps,
  },
  (table) => [check("company_profile_single_row", sql`${table.id} = 1`)],
);
