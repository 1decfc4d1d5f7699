import type { BuilderDraft, CarriedFromVersion } from "@shared/quotes/builder/draft";
import { builderEventTypes } from "@shared/quotes/builder/events";
import type { Lead } from "@shared/quotes/builder/lead";
import { builderStepIds } from "@shared/quotes/builder/steps";
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { auditTimestamps, sqlList } from "./columns";
import { configurations } from "./configurations";
import { prospectContacts, prospects } from "./prospects";

/** The Service Builder's draft per session (issue 10): resumable from any browser. */
export const builderDrafts = pgTable(
  "builder_drafts",
  {
    sessionId: text("session_id").primaryKey(),
    stepReached: text("step_reached").notNull().default("lead"),
    draft: jsonb("draft").$type<BuilderDraft>().notNull(),
    prospectId: integer("prospect_id").references(() => prospects.id, { onDelete: "set null" }),
    /** The person who filled in the lead step (a prospect may have several contacts). */
    contactId: integer("contact_id").references(() => prospectContacts.id, {
      onDelete: "set null",
    }),
    configurationId: uuid("configuration_id").references(() => configurations.id, {
      onDelete: "set null",
    }),
    /** The lead step as this session typed it: all the builder ever shows back (issue 32). */
    lead: jsonb("lead").$type<Lead>(),
    /**
     * The staff discounts of the version staff opened in the builder (decision 050): set
     * only by "Open in builder", never from what the session sends; the session may only
     * remove them.
     */
    staffAdjustments: jsonb("staff_adjustments").$type<CarriedFromVersion>(),
    ...auditTimestamps,
  },
  (table) => [
    check("builder_drafts_step", sql`${table.stepReached} in ${sqlList(builderStepIds)}`),
    index("builder_drafts_updated_at_idx").on(table.updatedAt),
  ],
);

/** Append-only funnel events; the analytics pages aggregate them in SQL (issue 15). */
export const builderEvents = pgTable(
  "builder_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    type: text("type").notNull(),
    sessionId: text("session_id").notNull(),
    prospectId: integer("prospect_id").references(() => prospects.id, { onDelete: "set null" }),
    configurationId: uuid("configuration_id").references(() => configurations.id, {
      onDelete: "set null",
    }),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("builder_events_type", sql`${table.type} in ${sqlList(builderEventTypes)}`),
    index("builder_events_type_created_idx").on(table.type, table.createdAt),
    index("builder_events_session_idx").on(table.sessionId, table.createdAt),
  ],
);

/**
 * One row per builder session: when it first reached each funnel step, its device class, the
 * services ever recommended to it and its draft's answers and prospect. Kept by triggers on
 * builder_events and builder_drafts (migrations 0012 and 0013) and the quote tables (0014),
 * so every way an event is written keeps it, and the analytics read one narrow row per
 * session instead of grouping every event (issue 15's 200 ms budget).
 */
export const builderSessions = pgTable(
  "builder_sessions",
  {
    sessionId: text("session_id").primaryKey(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    device: text("device"),
    leadAt: timestamp("lead_at", { withTimezone: true }),
    assessmentAt: timestamp("assessment_at", { withTimezone: true }),
    recommendationsAt: timestamp("recommendations_at", { withTimezone: true }),
    savedAt: timestamp("saved_at", { withTimezone: true }),
    recommended: integer("recommended").array().notNull().default(sql`'{}'`),
    /** From the session's draft (a trigger on builder_drafts, migration 0013). */
    complianceRequirements: text("compliance_requirements").array().notNull().default(sql`'{}'`),
    securityFocus: text("security_focus").array().notNull().default(sql`'{}'`),
    prospectId: integer("prospect_id"),
    /**
     * How far the session's saved quotes went, recomputed by triggers on configurations, their
     * versions, share options, shares and decisions (migration 0014).
     */
    sharedAt: timestamp("shared_at", { withTimezone: true }),
    viewedAt: timestamp("viewed_at", { withTimezone: true }),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    /** Saved quotes (with their current version) and the sum of their monthly cents. */
    quotes: integer("quotes").notNull().default(0),
    quoteMonthlyCents: bigint("quote_monthly_cents", { mode: "number" }).notNull().default(0),
    /** One entry per saved quote holding the service: a multiset, so counts stay per quote. */
    quotedServices: integer("quoted_services").array().notNull().default(sql`'{}'`),
    /** The same for the accepted quotes. */
    acceptedServices: integer("accepted_services").array().notNull().default(sql`'{}'`),
  },
  (table) => [index("builder_sessions_started_at_idx").on(table.startedAt)],
);

/**
 * Which client address each builder session first wrote from (decision 045): the daily cap on
 * new sessions that write is counted here, so several instances share one count. Only the
 * address key (IPv6 by its /64) is kept, and only as long as the count needs it.
 */
export const builderSessionClients = pgTable(
  "builder_session_clients",
  {
    sessionId: text("session_id").primaryKey(),
    client: text("client").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("builder_session_clients_client_idx").on(table.client, table.createdAt)],
);
