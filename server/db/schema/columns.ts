import { sql } from "drizzle-orm";
import { timestamp } from "drizzle-orm/pg-core";

/** created_at / updated_at for every table staff edit (DESIGN: data conventions). */
export const auditTimestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** A SQL list literal of constants of our own, for check constraints (DDL takes no params). */
export const sqlList = (values: readonly string[]) =>
  sql.raw(`(${values.map((value) => `'${value}'`).join(", ")})`);
