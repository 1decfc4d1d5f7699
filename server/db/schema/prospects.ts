import { organizationSizes } from "@shared/inquiries/inquiry-constants";
import { prospectStatuses } from "@shared/prospects/prospect";
import { sql } from "drizzle-orm";
import { check, jsonb, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { auditTimestamps, sqlList } from "./columns";

/**
 * Seed 001 §3 Prospect: a company that showed interest. One row per e-mail address in any
 * case (the builder's lead step updates it instead of adding another); the sales workspace
 * (issue 13) adds contacts, owners and history around it.
 */
export const prospects = pgTable(
  "prospects",
  {
    id: serial("id").primaryKey(),
    companyName: text("company_name").notNull(),
    contactName: text("contact_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull().default(""),
    companySize: text("company_size"),
    status: text("status").notNull().default("new"),
    metadata: jsonb("metadata").$type<Record<string, unknown>>().notNull().default({}),
    ...auditTimestamps,
  },
  (table) => [
    uniqueIndex("prospects_email_key").on(sql`lower(${table.email})`),
    check("prospects_status", sql`${table.status} in ${sqlList(prospectStatuses)}`),
    check(
      "prospects_company_size",
      sql`${table.companySize} is null or ${table.companySize} in ${sqlList(organizationSizes)}`,
    ),
  ],
);
