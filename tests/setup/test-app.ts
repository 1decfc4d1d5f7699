import { randomBytes } from "node:crypto";
import { type App, type BuildAppOptions, buildApp } from "@server/app";
import { loadEnv } from "@server/env";
import { openTestDatabase } from "./test-database";

export interface TestAppOptions {
  logger?: BuildAppOptions["logger"];
  env?: NodeJS.ProcessEnv;
  /** Registers extra routes before the app is sealed (e.g. to provoke failures). */
  extend?(app: App): void | Promise<void>;
}

/** The whole API on a private copy of the seeded database, driven through `app.inject`. */
export async function createTestApp(options: TestAppOptions = {}) {
  const env = loadEnv({
    NODE_ENV: "test",
    // A key per test app, so no test writes a key file into a data folder.
    MFA_ENCRYPTION_KEY: randomBytes(32).toString("base64"),
    ...options.env,
  });
  const database = await openTestDatabase();
  const app = await buildApp({
    env,
    database: database.handle,
    logger: options.logger ?? false,
  }).catch(async (error: unknown) => {
    await database.dispose();
    throw error;
  });
  await options.extend?.(app);
  await app.ready();
  return {
    app,
    db: database.handle.db,
    repositories: app.repositories,
    async close() {
      await app.close();
      await database.dispose();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
