import { count, inArray, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "./client";

/**
 * Whether every seed key is already stored: one indexed count instead of parsing the seed
 * data and sending it all to be ignored by `on conflict do nothing` at every start (issue 12).
 * A seed insert skipped on `true` would have inserted nothing, so skipping is exact; on
 * `false` (first start, a new seed row in a release, a seed row staff deleted) the seed runs.
 */
export async function hasAllSeedKeys(
  db: Executor,
  table: PgTable,
  key: PgColumn,
  values: ReadonlyArray<string | number>,
): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(table)
    .where(inArray(key, [...values]));
  return (row?.n ?? 0) === new Set(values).size;
}

/**
 * Whether a table holds any row. Content staff manage themselves (posts, case studies) is
 * seeded into an empty table only: a demo row they deleted must not come back at a restart.
 */
export async function hasAnyRow(db: Executor, table: PgTable): Promise<boolean> {
  const [row] = await db.select({ one: sql<number>`1` }).from(table).limit(1);
  return row !== undefined;
}
