import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { projectRoot } from "../project-root";
import { type Notifications, pgliteNotifications, postgresNotifications } from "./notifications";
import { PGLITE_START_PARAMS } from "./pglite-folder";
import type { PGliteThread } from "./pglite-thread-client";

/** The query surface every repository uses; identical on PGlite and PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT>;
/** An open transaction: work that must commit, or not, with the caller's change. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** Where a query runs: on its own, or inside the caller's transaction. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  /**
   * Runs `work` in one transaction: the unit of work of a use case that writes through
   * several modules' repositories and services (decisions 048, 061), without handing it the
   * database itself.
   */
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  kind: "pglite" | "postgres";
  /** Applies pending drizzle-kit migrations; safe to call from several instances at once. */
  migrate(): Promise<void>;
  ping(): Promise<void>;
  notifications: Notifications;
  close(): Promise<void>;
}

/** Closing twice (shutdown racing a failed health probe, tests) must not throw. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => {
    closing ??= close();
    return closing;
  };
}

// From the project root, not this module: the compiled server runs from build/server-node/.
const migrationsFolder = path.join(projectRoot, "server/db/migrations");

/** PGlite on this thread (tests, scripts) or on a thread of its own (the server). */
export type EmbeddedClient = PGlite | PGliteThread;

/** Embedded PostgreSQL in a folder on disk (or in memory when no folder is given). */
export async function openPglite(dataDir?: string): Promise<DatabaseHandle> {
  const client = new PGlite(dataDir, { startParams: PGLITE_START_PARAMS });
  await client.waitReady;
  return pgliteHandle(client);
}

export function pgliteHandle(client: EmbeddedClient): DatabaseHandle {
  // Drizzle calls query and transaction, which the thread's client has as PGlite's own.
  const db = drizzlePglite(client as PGlite);
  return {
    db,
    transaction: (work) => db.transaction(work),
    kind: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      await client.query("select 1");
    },
    notifications: pgliteNotifications(client),
    close: once(() => client.close()),
  };
}

// Any fixed number works; it only has to be the same for every instance of the product.
const MIGRATION_LOCK_ID = 727_001;

export async function openPostgres(connectionString: string): Promise<DatabaseHandle> {
  // Loaded only for PostgreSQL, so the embedded database's start does not pay for them.
  const [{ default: pg }, { drizzle: drizzlePostgres }, { migrate: migratePostgres }] =
    await Promise.all([
      import("pg"),
      import("drizzle-orm/node-postgres"),
      import("drizzle-orm/node-postgres/migrator"),
    ]);
  const pool = new pg.Pool({ connectionString, max: 10 });
  // The server may close an idle connection (restart, failover, an administrator): the pool
  // drops it and opens another when needed. Unheard, that error would end the process.
  pool.on("error", (error) => {
    console.warn(`PostgreSQL closed an idle connection (${error.message}); it will be replaced.`);
  });
  const db = drizzlePostgres(pool);
  return {
    db,
    transaction: (work) => db.transaction(work),
    kind: "postgres",
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
        await migratePostgres(drizzlePostgres(client), { migrationsFolder });
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    notifications: postgresNotifications(connectionString, pool, pg.Client),
    close: once(() => pool.end()),
  };
}
