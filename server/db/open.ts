import type { Env } from "../env";
import { type DatabaseHandle, openPglite, openPostgres, pgliteHandle } from "./client";
import { claimPgliteFolder } from "./pglite-folder";
import { PGliteThread } from "./pglite-thread-client";

/**
 * PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR under its one-process lock.
 * With `pgliteThread` (the compiled server), PGlite runs on a worker thread (its compiled
 * pglite-thread.ts) that takes the
 * lock itself and releases it when the database closes; the database is returned while it
 * opens, and its first queries wait for it (decision 042).
 */
export async function openDatabase(
  env: Pick<Env, "DATABASE_URL" | "DATA_DIR">,
  { pgliteThread = false }: { pgliteThread?: boolean } = {},
): Promise<{ database: DatabaseHandle; release: () => void }> {
  if (env.DATABASE_URL)
    return { database: await openPostgres(env.DATABASE_URL), release: () => {} };
  if (pgliteThread) {
    const database = pgliteHandle(PGliteThread.start(env.DATA_DIR));
    return { database, release: () => {} };
  }
  const { folder, release } = await claimPgliteFolder(env.DATA_DIR);
  try {
    return { database: await openPglite(folder), release };
  } catch (error) {
    release();
    throw error;
  }
}
