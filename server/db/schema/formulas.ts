import { formulaPurposes } from "@shared/formulas/formula";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { services } from "./catalog";
import { auditTimestamps, sqlList } from "./columns";

/**
 * A calculation formula: its stable key and purpose, and which version is current. What it
 * computes lives in formula_versions, one immutable row per save, so a priced quote can name
 * the exact versions it used.
 */
export const formulas = pgTable(
  "formulas",
  {
    id: serial("id").primaryKey(),
    key: text("key").notNull(),
    purpose: text("purpose").notNull(),
    currentVersion: integer("current_version").notNull().default(1),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    ...auditTimestamps,
  },
  (table) => [
    uniqueIndex("formulas_key_key").on(table.key),
    check("formulas_purpose", sql`${table.purpose} in ${sqlList(formulaPurposes)}`),
    check("formulas_current_version", sql`${table.currentVersion} >= 1`),
    // The engine reads one risk level and one rate of each discount: never two active ones.
    uniqueIndex("formulas_one_active_quote_rule")
      .on(table.purpose)
      .where(
        sql`${table.archivedAt} is null and ${table.purpose} in ('risk-level', 'volume-discount', 'annual-discount')`,
      ),
  ],
);

/** Every saved version of a formula; never updated or deleted. */
export const formulaVersions = pgTable(
  "formula_versions",
  {
    formulaId: integer("formula_id")
      .notNull()
      .references(() => formulas.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    expression: text("expression").notNull(),
    /** recommendation and quantity formulas: the service they are about. */
    serviceId: integer("service_id").references(() => services.id),
    reason: text("reason").notNull().default(""),
    safeguard: text("safeguard").notNull().default(""),
    essential: boolean("essential").notNull().default(false),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    /** Kept when the account is deleted, so the history still says who saved it. */
    createdByUsername: text("created_by_username"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.formulaId, table.version] }),
    check("formula_versions_version", sql`${table.version} >= 1`),
    check("formula_versions_name", sql`length(${table.name}) > 0`),
    check("formula_versions_expression", sql`length(${table.expression}) > 0`),
  ],
);
