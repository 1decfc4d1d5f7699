import type { RiskMultipliers } from "@shared/catalog/service";
import { serviceIcons } from "@shared/catalog/service-constants";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { auditTimestamps, sqlList } from "./columns";

/**
 * The service catalogue (seed 001 §3 Service). Money is integer cents; the API speaks
 * dollars. Rows are archived, never deleted: saved quotes and formulas point at their ids.
 * The checks repeat the input schema's rules so no writer can store a price the engine
 * cannot use.
 */
export const services = pgTable(
  "services",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    category: text("category").notNull(),
    priceCents: bigint("price_cents", { mode: "number" }).notNull(),
    setupFeeCents: bigint("setup_fee_cents", { mode: "number" }).notNull().default(0),
    /**
     * Issue 35 §5: what a unit costs the provider and the lowest price a staff discount may
     * bring it to, per unit and billing period. Staff-only: never in a public answer.
     */
    costCents: bigint("cost_cents", { mode: "number" }),
    floorPriceCents: bigint("floor_price_cents", { mode: "number" }),
    annual: boolean("annual").notNull().default(false),
    pricePerUser: boolean("price_per_user").notNull().default(false),
    pricePerServer: boolean("price_per_server").notNull().default(false),
    pricePerEndpoint: boolean("price_per_endpoint").notNull().default(false),
    /** Validated by riskMultiplierSchema on write and on read. */
    riskLevelMultiplier: jsonb("risk_level_multiplier").$type<RiskMultipliers>().notNull(),
    features: jsonb("features").$type<string[]>().notNull(),
    /** Service ids; the API refuses unknown ids, self references and cycles. */
    prerequisites: jsonb("prerequisites").$type<number[]>().notNull(),
    dependencies: jsonb("dependencies").$type<number[]>().notNull(),
    icon: text("icon").notNull(),
    minQuantity: integer("min_quantity").notNull().default(0),
    maxQuantity: integer("max_quantity").notNull(),
    recommended: boolean("recommended").notNull().default(false),
    popular: boolean("popular").notNull().default(false),
    hidden: boolean("hidden").notNull().default(false),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    /** Optimistic lock: every update must name the version it edits and bumps it. */
    version: integer("version").notNull().default(1),
    ...auditTimestamps,
  },
  (table) => [
    check("services_name", sql`length(${table.name}) > 0`),
    check("services_category", sql`length(${table.category}) > 0`),
    check("services_price", sql`${table.priceCents} > 0`),
    check("services_setup_fee", sql`${table.setupFeeCents} >= 0`),
    check(
      "services_one_basis",
      sql`${table.pricePerUser}::int + ${table.pricePerServer}::int + ${table.pricePerEndpoint}::int <= 1`,
    ),
    check("services_icon", sql`${table.icon} in ${sqlList(serviceIcons)}`),
    check("services_min_quantity", sql`${table.minQuantity} >= 0`),
    check("services_max_quantity", sql`${table.maxQuantity} >= greatest(1, ${table.minQuantity})`),
    check("services_version", sql`${table.version} >= 1`),
    check(
      "services_json_shapes",
      sql`jsonb_typeof(${table.riskLevelMultiplier}) = 'object' and jsonb_typeof(${table.features}) = 'array' and jsonb_typeof(${table.prerequisites}) = 'array' and jsonb_typeof(${table.dependencies}) = 'array'`,
    ),
    index("services_category_idx").on(table.category, table.name),
  ],
);
