import { organizationSizes } from "@shared/inquiries/inquiry-constants";
import {
  type ProspectStatus,
  prospectActivityTypes,
  prospectSources,
  prospectStatuses,
} from "@shared/prospects/prospect";
import type { ProspectMetadata } from "@shared/prospects/prospect-item";
import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { auditTimestamps, sqlList } from "./columns";

/**
 * Seed 001 §3 Prospect: a company that showed interest. contactName, email and phone are
 * those of its primary contact (kept equal to that row of prospect_contacts), so one e-mail
 * address belongs to one prospect in any case. `version` counts staff edits (409 on a
 * stale one).
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
    status: text("status").$type<ProspectStatus>().notNull().default("new"),
    /** Lower-case company domain of the primary address; null for free mailbox providers. */
    domain: text("domain"),
    source: text("source").notNull().default("builder"),
    ownerUserId: uuid("owner_user_id").references(() => users.id, { onDelete: "set null" }),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    version: integer("version").notNull().default(1),
    metadata: jsonb("metadata").$type<ProspectMetadata>().notNull().default({}),
    ...auditTimestamps,
  },
  (table) => [
    uniqueIndex("prospects_email_key").on(sql`lower(${table.email})`),
    index("prospects_domain_idx").on(table.domain),
    index("prospects_status_idx").on(table.status),
    index("prospects_owner_idx").on(table.ownerUserId),
    index("prospects_tags_idx").using("gin", table.tags),
    index("prospects_created_at_idx").on(table.createdAt),
    check("prospects_status", sql`${table.status} in ${sqlList(prospectStatuses)}`),
    check("prospects_source", sql`${table.source} in ${sqlList(prospectSources)}`),
    check(
      "prospects_company_size",
      sql`${table.companySize} is null or ${table.companySize} in ${sqlList(organizationSizes)}`,
    ),
  ],
);

/** The people at a prospect; exactly one is primary. An address belongs to one contact. */
export const prospectContacts = pgTable(
  "prospect_contacts",
  {
    id: serial("id").primaryKey(),
    prospectId: integer("prospect_id")
      .notNull()
      .references(() => prospects.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull().default(""),
    title: text("title").notNull().default(""),
    isPrimary: boolean("is_primary").notNull().default(false),
    ...auditTimestamps,
  },
  (table) => [
    uniqueIndex("prospect_contacts_email_key").on(sql`lower(${table.email})`),
    uniqueIndex("prospect_contacts_primary_key")
      .on(table.prospectId)
      .where(sql`${table.isPrimary}`),
    index("prospect_contacts_prospect_idx").on(table.prospectId),
  ],
);

/** A prospect's timeline: append-only, written where each thing happens. */
export const prospectActivities = pgTable(
  "prospect_activities",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    prospectId: integer("prospect_id")
      .notNull()
      .references(() => prospects.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    /** Null for what prospects themselves did (lead, inquiry, quote views and answers). */
    actorUserId: uuid("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    actorName: text("actor_name"),
    // Checked against its type's schema on the way in and out (shared/prospects/activity-data.ts).
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("prospect_activities_type", sql`${table.type} in ${sqlList(prospectActivityTypes)}`),
    index("prospect_activities_prospect_idx").on(table.prospectId, table.occurredAt),
  ],
);

/**
 * What a visitor sent (builder lead, contact inquiry) whose address or company domain matched
 * a prospect staff already keep (issue 32): stored as the visitor said it, never written over
 * the prospect or its contacts. Staff review it on the timeline and apply it, or leave it.
 */
export const prospectArrivals = pgTable(
  "prospect_arrivals",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    prospectId: integer("prospect_id")
      .notNull()
      .references(() => prospects.id, { onDelete: "cascade" }),
    /** The contact with the same address; null when only the company domain matched. */
    contactId: integer("contact_id").references(() => prospectContacts.id, {
      onDelete: "set null",
    }),
    source: text("source").notNull(),
    matchedBy: text("matched_by").notNull(),
    companyName: text("company_name"),
    contactName: text("contact_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull().default(""),
    companySize: text("company_size"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    appliedAt: timestamp("applied_at", { withTimezone: true }),
    appliedByUserId: uuid("applied_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
  },
  (table) => [
    check("prospect_arrivals_source", sql`${table.source} in ${sqlList(prospectSources)}`),
    check("prospect_arrivals_matched_by", sql`${table.matchedBy} in ('email', 'domain')`),
    index("prospect_arrivals_prospect_idx").on(table.prospectId, table.createdAt),
  ],
);
