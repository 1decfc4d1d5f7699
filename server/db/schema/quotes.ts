import { acceptanceVerifications } from "@shared/quotes/acceptance-check-constants";
import type { LineKey } from "@shared/quotes/line-key";
import { followUpReasons } from "@shared/quotes/reminders";
import type { QuoteSnapshot } from "@shared/quotes/snapshot";
import { quoteBillings, quoteDecisions } from "@shared/quotes/status";
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
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
import { configurations } from "./configurations";
import { prospects } from "./prospects";

/**
 * A share link (issue 11): a bearer token for one frozen snapshot of one to four options.
 * The snapshot and its SHA-256 never change; views and the expiry do.
 */
export const quoteShares = pgTable(
  "quote_shares",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** 32 random bytes, base64url: the link's only secret. */
    token: text("token").notNull(),
    reference: text("reference").notNull(),
    prospectId: integer("prospect_id").references(() => prospects.id, { onDelete: "set null" }),
    comparisonId: uuid("comparison_id").references(() => quoteComparisons.id, {
      onDelete: "set null",
    }),
    snapshot: jsonb("snapshot").$type<QuoteSnapshot>().notNull(),
    snapshotSha256: text("snapshot_sha256").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdByUserId: uuid("created_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    firstViewedAt: timestamp("first_viewed_at", { withTimezone: true }),
    lastViewedAt: timestamp("last_viewed_at", { withTimezone: true }),
    viewCount: integer("view_count").notNull().default(0),
    ...auditTimestamps,
  },
  (table) => [
    uniqueIndex("quote_shares_token_key").on(table.token),
    uniqueIndex("quote_shares_reference_key").on(table.reference),
    index("quote_shares_prospect_idx").on(table.prospectId),
    // The analytics' period counts (issue 15).
    index("quote_shares_created_at_idx").on(table.createdAt),
    index("quote_shares_first_viewed_at_idx").on(table.firstViewedAt),
  ],
);

/** Which configuration versions a share offers, in the order the prospect sees them. */
export const quoteShareOptions = pgTable(
  "quote_share_options",
  {
    shareId: uuid("share_id")
      .notNull()
      .references(() => quoteShares.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    configurationId: uuid("configuration_id")
      .notNull()
      .references(() => configurations.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.shareId, table.position] }),
    index("quote_share_options_configuration_idx").on(table.configurationId),
  ],
);

/**
 * The prospect's answer to a share, with its evidence. One per share: a quote is accepted or
 * declined once (the unique key makes a second answer fail even under a race).
 */
export const quoteDecisionsTable = pgTable(
  "quote_decisions",
  {
    shareId: uuid("share_id")
      .primaryKey()
      .references(() => quoteShares.id, { onDelete: "cascade" }),
    decision: text("decision").notNull(),
    /** The chosen option (accepted) or null (declined). */
    position: integer("position"),
    configurationId: uuid("configuration_id").references(() => configurations.id, {
      onDelete: "set null",
    }),
    version: integer("version"),
    /** How the prospect chose to pay the accepted option (decision 048); monthly for a decline. */
    billing: text("billing").notNull().default("monthly"),
    fullName: text("full_name"),
    title: text("title"),
    reason: text("reason"),
    termsAgreed: text("terms_agreed"),
    ip: text("ip").notNull(),
    userAgent: text("user_agent").notNull(),
    snapshotSha256: text("snapshot_sha256").notNull(),
    /** Issue 35 §3 (decision 069): how the acceptance was verified, and with which address. */
    verification: text("verification", { enum: acceptanceVerifications }).notNull().default("none"),
    verifiedEmail: text("verified_email"),
    /** Issue 35 §7: the optional lines the prospect left out of the accepted option. */
    declinedOptional: jsonb("declined_optional").$type<LineKey[]>().notNull().default([]),
    decidedAt: timestamp("decided_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("quote_decisions_decision", sql`${table.decision} in ${sqlList(quoteDecisions)}`),
    check("quote_decisions_billing", sql`${table.billing} in ${sqlList(quoteBillings)}`),
    // The analytics' period counts and accepted values (issue 15).
    index("quote_decisions_decided_at_idx").on(table.decidedAt),
    index("quote_decisions_accepted_configuration_idx")
      .on(table.configurationId)
      .where(sql`${table.decision} = 'accepted'`),
  ],
);

/** A named set of two to four configuration versions, compared and offered as options. */
export const quoteComparisons = pgTable(
  "quote_comparisons",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    prospectId: integer("prospect_id").references(() => prospects.id, { onDelete: "set null" }),
    items: jsonb("items")
      .$type<{ configurationId: string; version: number; label: string }[]>()
      .notNull(),
    createdByUserId: uuid("created_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    ...auditTimestamps,
  },
  (table) => [index("quote_comparisons_updated_idx").on(table.updatedAt)],
);

/**
 * A quote sent to the prospect's contacts (issue 35 §1): which link, to whom, with what
 * message, and the outbox messages that carried it (each contact's copy, readable by staff).
 * `viewsBefore` is the link's view count when it was sent, so "opened 2 times" counts the
 * views after it.
 */
export const quoteSends = pgTable(
  "quote_sends",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    shareId: uuid("share_id")
      .notNull()
      .references(() => quoteShares.id, { onDelete: "cascade" }),
    configurationId: uuid("configuration_id")
      .notNull()
      .references(() => configurations.id, { onDelete: "cascade" }),
    recipients: jsonb("recipients").$type<string[]>().notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    attachPdf: boolean("attach_pdf").notNull().default(false),
    outboxIds: jsonb("outbox_ids").$type<number[]>().notNull(),
    /** The site's address the link was sent with: reminders link to the same place. */
    siteUrl: text("site_url").notNull().default(""),
    viewsBefore: integer("views_before").notNull().default(0),
    sentByUserId: uuid("sent_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("quote_sends_configuration_idx").on(table.configurationId, table.createdAt),
    index("quote_sends_share_idx").on(table.shareId),
  ],
);

/**
 * Reminders sent to a sent link's contacts before it runs out (issue 35 §2): one row per
 * contact, threshold and expiry, so each fires once, a link extended later is reminded again,
 * and two instances never both send one (the unique key). `outboxId` is null when the contact
 * had unsubscribed and nothing was sent.
 */
export const quoteReminders = pgTable(
  "quote_reminders",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    shareId: uuid("share_id")
      .notNull()
      .references(() => quoteShares.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    daysBefore: integer("days_before").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    outboxId: bigint("outbox_id", { mode: "number" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("quote_reminders_once_key").on(
      table.shareId,
      table.email,
      table.daysBefore,
      table.expiresAt,
    ),
  ],
);

/**
 * A follow-up for the quote's owner (issue 35 §2): a sent link not opened in 3 days, or not
 * answered in 7. One per link and reason; done by staff, or closed when the prospect answers.
 */
export const followUpTasks = pgTable(
  "follow_up_tasks",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    shareId: uuid("share_id")
      .notNull()
      .references(() => quoteShares.id, { onDelete: "cascade" }),
    configurationId: uuid("configuration_id")
      .notNull()
      .references(() => configurations.id, { onDelete: "cascade" }),
    prospectId: integer("prospect_id").references(() => prospects.id, { onDelete: "set null" }),
    ownerUserId: uuid("owner_user_id").references(() => users.id, { onDelete: "set null" }),
    reason: text("reason").notNull(),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    doneAt: timestamp("done_at", { withTimezone: true }),
    doneByUserId: uuid("done_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("follow_up_tasks_once_key").on(table.shareId, table.reason),
    index("follow_up_tasks_open_idx").on(table.dueAt).where(sql`${table.doneAt} is null`),
    index("follow_up_tasks_prospect_idx").on(table.prospectId),
    check("follow_up_tasks_reason", sql`${table.reason} in ${sqlList(followUpReasons)}`),
  ],
);

/**
 * One-time codes for accepting a link (issue 35 §3, decision 069): only the code's SHA-256 is
 * kept; a code works once, for 15 minutes, and stops after 5 wrong tries.
 */
export const acceptanceCodes = pgTable(
  "acceptance_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    shareId: uuid("share_id")
      .notNull()
      .references(() => quoteShares.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("acceptance_codes_share_idx").on(table.shareId, table.email)],
);
