import path from "node:path";
import type { Env } from "../env";
import { type DatabaseHandle, openPglite, openPostgres } from "./client";
import { lockDataDir } from "./data-dir-lock";
import { copyPgliteTemplate } from "./pglite-template";

/** PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR under its one-process lock. */
export async function openDatabase(
  env: Pick<Env, "DATABASE_URL" | "DATA_DIR">,
): Promise<{ database: DatabaseHandle; release: () => void }> {
  if (env.DATABASE_URL)
    return { database: await openPostgres(env.DATABASE_URL), release: () => {} };
  const release = lockDataDir(env.DATA_DIR);
  try {
    const dataDir = path.join(env.DATA_DIR, "pglite");
    await copyPgliteTemplate(dataDir);
    return { database: await openPglite(dataDir), release };
  } catch (error) {
    release();
    throw error;
  }
}
