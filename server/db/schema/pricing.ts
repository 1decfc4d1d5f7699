import { pricingCategories, protectionCategories } from "@shared/pricing/categories";
import type { PlanFeature } from "@shared/pricing/features";
import { planKinds } from "@shared/pricing/schemas";
import { sql } from "drizzle-orm";
import { bigint, check, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { auditTimestamps, sqlList } from "./columns";

/**
 * Plans of the six pricing categories, compliance packages (category compliance) and backup
 * add-ons (kind backup-addon, protection categories only). Money is integer cents; archived
 * rows stay for history and are hidden from the public site.
 */
export const pricingPlans = pgTable(
  "pricing_plans",
  {
    id: text("id").primaryKey(),
    category: text("category").notNull(),
    kind: text("kind").notNull().default("plan"),
    name: text("name").notNull(),
    description: text("description").notNull(),
    priceCents: bigint("price_cents", { mode: "number" }).notNull(),
    annualPriceCents: bigint("annual_price_cents", { mode: "number" }),
    period: text("period").notNull().default("month"),
    /** Validated by planFeaturesSchema on write and on read. */
    features: jsonb("features").$type<PlanFeature[]>().notNull(),
    badge: text("badge"),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    ...auditTimestamps,
  },
  (table) => [
    check("pricing_plans_category", sql`${table.category} in ${sqlList(pricingCategories)}`),
    check("pricing_plans_kind", sql`${table.kind} in ${sqlList(planKinds)}`),
    check(
      "pricing_plans_addon_category",
      sql`${table.kind} <> 'backup-addon' or ${table.category} in ${sqlList(protectionCategories)}`,
    ),
    check("pricing_plans_price", sql`${table.priceCents} >= 0`),
    check("pricing_plans_annual_price", sql`${table.annualPriceCents} >= 0`),
    index("pricing_plans_category_idx").on(table.category),
  ],
);

/** The glossary behind the comparison-table tooltips, keyed by the exact feature text. */
export const featureExplanations = pgTable("feature_explanations", {
  feature: text("feature").primaryKey(),
  title: text("title").notNull(),
  description: text("description").notNull(),
  benefit: text("benefit").notNull(),
  ...auditTimestamps,
});
