import { type OpportunityStage, opportunityStages } from "@shared/opportunities/stages";
import { quoteBillings } from "@shared/quotes/status";
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { auditTimestamps, sqlList } from "./columns";
import { configurations } from "./configurations";
import { prospects } from "./prospects";

/**
 * A deal in the pipeline (issue 13): one prospect, usually one quote, a stage and a value
 * in cents (monthly recurring and one-off set-up). A quote has at most one opportunity, so
 * sharing it again never adds a second card.
 */
export const opportunities = pgTable(
  "opportunities",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    prospectId: integer("prospect_id")
      .notNull()
      .references(() => prospects.id, { onDelete: "cascade" }),
    configurationId: uuid("configuration_id").references(() => configurations.id, {
      onDelete: "set null",
    }),
    name: text("name").notNull(),
    stage: text("stage").$type<OpportunityStage>().notNull().default("qualification"),
    ownerUserId: uuid("owner_user_id").references(() => users.id, { onDelete: "set null" }),
    monthlyCents: bigint("monthly_cents", { mode: "number" }).notNull().default(0),
    setupCents: bigint("setup_cents", { mode: "number" }).notNull().default(0),
    /**
     * How the quote that won the deal is paid (decision 048); `monthlyCents` is then the
     * monthly equivalent of that billing (annual prepay: the prepaid year / 12).
     */
    billing: text("billing").notNull().default("monthly"),
    expectedCloseDate: date("expected_close_date", { mode: "string" }),
    lostReason: text("lost_reason"),
    stageChangedAt: timestamp("stage_changed_at", { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    version: integer("version").notNull().default(1),
    ...auditTimestamps,
  },
  (table) => [
    check("opportunities_stage", sql`${table.stage} in ${sqlList(opportunityStages)}`),
    check("opportunities_billing", sql`${table.billing} in ${sqlList(quoteBillings)}`),
    check("opportunities_values", sql`${table.monthlyCents} >= 0 and ${table.setupCents} >= 0`),
    check(
      "opportunities_lost_reason",
      sql`${table.stage} <> 'lost' or coalesce(${table.lostReason}, '') <> ''`,
    ),
    uniqueIndex("opportunities_configuration_key")
      .on(table.configurationId)
      .where(sql`${table.configurationId} is not null`),
    index("opportunities_stage_idx").on(table.stage, table.updatedAt),
    index("opportunities_prospect_idx").on(table.prospectId),
    index("opportunities_owner_idx").on(table.ownerUserId),
    index("opportunities_close_idx").on(table.expectedCloseDate),
  ],
);

/**
 * What each deal's stage and value were from when on, written by a trigger on opportunities
 * (migration 0012) at every change of stage, value or archiving: the open pipeline as it
 * stood at any moment, for the dashboard's previous-period comparison.
 */
export const opportunityHistory = pgTable(
  "opportunity_history",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    opportunityId: uuid("opportunity_id")
      .notNull()
      .references(() => opportunities.id, { onDelete: "cascade" }),
    stage: text("stage").notNull(),
    monthlyCents: bigint("monthly_cents", { mode: "number" }).notNull(),
    setupCents: bigint("setup_cents", { mode: "number" }).notNull(),
    archived: boolean("archived").notNull(),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("opportunity_history_deal_idx").on(table.opportunityId, table.recordedAt),
    index("opportunity_history_recorded_idx").on(table.recordedAt),
  ],
);
