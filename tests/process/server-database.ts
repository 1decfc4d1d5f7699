import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { hashPassword } from "@server/api/auth/passwords";
import { type Database, openPglite } from "@server/db/client";
import { createRepositories } from "@server/repositories";
import { openTestDatabase } from "../setup/test-database";

export interface ServerDatabase {
  /** What points a server process at this database (and gives every instance one MFA key). */
  env: Record<string, string>;
  /** An administrator, made before any server starts. */
  admin: { username: string; password: string };
  /**
   * Runs `work` on the database directly. On PGlite only while no server has the folder
   * open (it allows one process at a time).
   */
  query<T>(work: (db: Database) => Promise<T>): Promise<T>;
  dispose(): Promise<void>;
}

/**
 * A fresh copy of the seeded test database for server processes: a PostgreSQL database of
 * its own when DATABASE_URL is set, else a PGlite folder (DATA_DIR) of its own.
 */
export async function prepareServerDatabase(): Promise<ServerDatabase> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "server-process-"));
  const pgliteDir = path.join(dataDir, "pglite");
  const postgres = Boolean(process.env.DATABASE_URL);
  const database = await openTestDatabase(postgres ? {} : { dataDir: pgliteDir });
  const admin = { username: "process-admin", password: "Orchard-Lantern-42" };
  await createRepositories(database.handle.db).users.create({
    username: admin.username,
    displayName: "Process Test Admin",
    role: "admin",
    passwordHash: await hashPassword(admin.password),
    mustChangePassword: false,
  });
  // PGlite: the server processes open the folder from here on.
  if (!postgres) await database.dispose();

  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    MFA_ENCRYPTION_KEY: randomBytes(32).toString("base64"),
    ...(database.url ? { DATABASE_URL: database.url } : {}),
  };
  return {
    env,
    admin,
    async query(work) {
      if (postgres) return work(database.handle.db);
      const handle = await openPglite(pgliteDir);
      try {
        return await work(handle.db);
      } finally {
        await handle.close();
      }
    },
    async dispose() {
      if (postgres) await database.dispose();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
