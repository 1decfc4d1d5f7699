import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { type DatabaseHandle, openPostgres, pgliteHandle } from "@server/db/client";
import { createRepositories, seedDatabase } from "@server/repositories";
import pg from "pg";

/**
 * Each test file gets its own database, copied from one migrated and seeded template made
 * once per run: a PGlite data-dir archive, or a PostgreSQL template database when
 * DATABASE_URL is set.
 */
const TEMPLATE_DB = "app_test_template";
const templateArchive = path.resolve(import.meta.dirname, "../../.tmp/test-template.tar.gz");

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function migrateAndSeed(handle: DatabaseHandle) {
  await handle.migrate();
  await seedDatabase(createRepositories(handle.db));
}

export async function prepareTemplate(databaseUrl: string | undefined): Promise<void> {
  if (databaseUrl) {
    await onServer(databaseUrl, async (client) => {
      await client.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
      await client.query(`CREATE DATABASE ${TEMPLATE_DB}`);
    });
    const handle = await openPostgres(withDatabase(databaseUrl, TEMPLATE_DB));
    await migrateAndSeed(handle);
    await handle.close();
    return;
  }
  const client = new PGlite();
  await migrateAndSeed(pgliteHandle(client));
  const archive = await client.dumpDataDir("gzip");
  await fs.mkdir(path.dirname(templateArchive), { recursive: true });
  await fs.writeFile(templateArchive, Buffer.from(await archive.arrayBuffer()));
  await client.close();
}

export interface TestDatabase {
  handle: DatabaseHandle;
  /** On PostgreSQL, the copy's connection string (for a server process to use too). */
  url?: string;
  dispose(): Promise<void>;
}

/**
 * A fresh copy of the template for one test file. On PGlite it lives in memory, or in
 * `dataDir` when given (a folder a server process can open once this handle is closed).
 */
export async function openTestDatabase(options: { dataDir?: string } = {}): Promise<TestDatabase> {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const name = `app_test_${randomUUID().replaceAll("-", "")}`;
    await onServer(databaseUrl, (client) =>
      client.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`),
    );
    const url = withDatabase(databaseUrl, name);
    const handle = await openPostgres(url);
    return {
      handle,
      url,
      async dispose() {
        await handle.close();
        await onServer(databaseUrl, (client) =>
          client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
        );
      },
    };
  }
  const archive = new Blob([await fs.readFile(templateArchive)]);
  // One options object: PGlite reads a first argument that is not a string as the options.
  const client = new PGlite({ dataDir: options.dataDir, loadDataDir: archive });
  await client.waitReady;
  const handle = pgliteHandle(client);
  return { handle, dispose: () => handle.close() };
}
