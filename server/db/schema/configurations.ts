import type { Configuration } from "@shared/quotes/configuration";
import { type ApprovalReason, approvalStatuses } from "@shared/quotes/discount-approval";
import type { QuoteAdjustment } from "@shared/quotes/engine/adjustments";
import type { QuoteSelection } from "@shared/quotes/engine/types";
import type { PriceBook } from "@shared/quotes/optional-items";
import type { PreparedFor } from "@shared/quotes/snapshot";
import { storedQuoteStatuses } from "@shared/quotes/status";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { auditTimestamps, sqlList } from "./columns";
import { prospects } from "./prospects";

/**
 * Seed 001 §3 Configuration (a saved quote): unguessable id, the current version number,
 * and each version as an immutable row with its content and the engine's full result.
 */
export const configurations = pgTable(
  "configurations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    prospectId: integer("prospect_id").references(() => prospects.id, { onDelete: "set null" }),
    /** The builder session that saved it (null when staff created it). */
    sessionId: text("session_id"),
    createdByUserId: uuid("created_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    currentVersion: integer("current_version").notNull().default(1),
    /** False once staff archive it. */
    isActive: boolean("is_active").notNull().default(true),
    status: text("status").notNull().default("draft"),
    /** The latest share link's token and expiry (seed 001 §3); the links live in quote_shares. */
    shareToken: text("share_token"),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    /**
     * Who the quote is for, as the builder session typed it (issue 32); null for staff's own
     * quotes, which name the prospect's primary contact.
     */
    preparedFor: jsonb("prepared_for").$type<PreparedFor>(),
    /**
     * When a staff member first opened or made it. A public acceptance of a quote no one has
     * reviewed still wins its deal, marked unreviewed until then.
     */
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    /** This quote's own cover letter and terms (issue 35 §6); null uses the provider's. */
    coverLetter: text("cover_letter"),
    terms: text("terms"),
    /** Issue 35 §2: remind a sent link's contacts these many days before it runs out. */
    remindersEnabled: boolean("reminders_enabled").notNull().default(true),
    reminderDays: integer("reminder_days").array().notNull().default(sql`'{7,1}'::integer[]`),
    /** Last thing that happened to it: saved, shared, viewed, decided. */
    lastActivityAt: timestamp("last_activity_at", { withTimezone: true }).notNull().defaultNow(),
    ...auditTimestamps,
  },
  (table) => [
    check("configurations_current_version", sql`${table.currentVersion} >= 1`),
    check("configurations_status", sql`${table.status} in ${sqlList(storedQuoteStatuses)}`),
    index("configurations_activity_idx").on(table.lastActivityAt),
    index("configurations_prospect_idx").on(table.prospectId),
    index("configurations_session_idx").on(table.sessionId),
    index("configurations_created_at_idx").on(table.createdAt),
  ],
);

/** Never updated or deleted: a saved version is what the prospect was shown. */
export const configurationVersions = pgTable(
  "configuration_versions",
  {
    configurationId: uuid("configuration_id")
      .notNull()
      .references(() => configurations.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    name: text("name").notNull(),
    content: jsonb("content").$type<Configuration["configurations"]>().notNull(),
    /** The engine's result (lines with basis, quantity, unit price, multiplier, discount). */
    priced: jsonb("priced").$type<Record<string, unknown>>().notNull(),
    monthlyCents: bigint("monthly_cents", { mode: "number" }).notNull(),
    annuallyCents: bigint("annually_cents", { mode: "number" }).notNull(),
    setupCents: bigint("setup_cents", { mode: "number" }).notNull(),
    savingsCents: bigint("savings_cents", { mode: "number" }).notNull(),
    riskLevel: text("risk_level").notNull(),
    formulaVersions: jsonb("formula_versions").$type<Record<string, number>>().notNull(),
    /** The choices as made, so the version can be opened in the builder again. */
    selections: jsonb("selections").$type<QuoteSelection[]>().notNull().default([]),
    /** Staff discounts the price includes, each with its reason. */
    adjustments: jsonb("adjustments").$type<QuoteAdjustment[]>().notNull().default([]),
    /**
     * The services and formulas it was priced from, kept when it has optional lines, so
     * the quote page can price it without one (issue 35 §7); null otherwise.
     */
    priceBook: jsonb("price_book").$type<PriceBook>(),
    /** Null when the prospect saved it in the builder. */
    createdByUserId: uuid("created_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.configurationId, table.version] }),
    check(
      "configuration_versions_totals",
      sql`${table.monthlyCents} >= 0 and ${table.annuallyCents} >= 0 and ${table.setupCents} >= 0 and ${table.savingsCents} >= 0`,
    ),
  ],
);

/**
 * Issue 35 §5, decision 068: a version whose staff discount needs an approver. One row per
 * version that needs it; the decision, its reason and who took it are kept with it.
 */
export const discountApprovals = pgTable(
  "discount_approvals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    configurationId: uuid("configuration_id")
      .notNull()
      .references(() => configurations.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    reasons: jsonb("reasons").$type<ApprovalReason[]>().notNull(),
    /** Null for a version saved from a builder session staff opened. */
    requestedByUserId: uuid("requested_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    status: text("status", { enum: approvalStatuses }).notNull().default("pending"),
    decidedByUserId: uuid("decided_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decisionReason: text("decision_reason"),
  },
  (table) => [
    uniqueIndex("discount_approvals_version_key").on(table.configurationId, table.version),
    index("discount_approvals_status_idx").on(table.status, table.requestedAt),
    check("discount_approvals_status", sql`${table.status} in ${sqlList(approvalStatuses)}`),
  ],
);
