import fs from "node:fs/promises";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuilt, startServer } from "../process/server-process";

/**
 * Decision 041: the compiled server runs with V8's code cache, which its launcher writes beside
 * the bundle once the server listens and reads at every later start. A copy of the launcher
 * and bundle in a scratch folder, so the build's own cache is left as it is. The database
 * plays no part: PGlite only, not again in CI's PostgreSQL pass.
 */
const PORT = Number(process.env.PROCESS_TEST_PORT ?? 3600) + 10;
const root = path.resolve(import.meta.dirname, "../..");
const scratch = path.join(root, ".tmp/code-cache-test");
// Under the project, so the bundle finds the project root (package.json) above it.
const folder = path.join(scratch, "build/server-node");
const cache = path.join(folder, "server.cjs.cache");

async function startAndStop(dataDir: string): Promise<void> {
  const server = await startServer({
    port: PORT,
    env: { DATA_DIR: dataDir },
    launcher: path.join(folder, "main.js"),
  });
  try {
    await server.ready();
    // Written right after the server listens; a moment more for a rewrite to show.
    for (let waited = 0; waited < 10_000; waited += 50) {
      if (await fs.stat(cache).catch(() => undefined)) break;
      await sleep(50);
    }
    await sleep(500);
  } finally {
    expect(await server.stop()).toBe(0);
  }
}

describe.skipIf(process.env.DATABASE_URL)("the compiled server's code cache", () => {
  beforeAll(async () => {
    await ensureBuilt();
    await fs.rm(scratch, { recursive: true, force: true });
    await fs.mkdir(folder, { recursive: true });
    for (const file of ["main.js", "server.cjs"])
      await fs.copyFile(path.join(root, "build/server-node", file), path.join(folder, file));
  });
  afterAll(async () => {
    await fs.rm(scratch, { recursive: true, force: true });
  });

  it("is written by the first start and used, unchanged, by the next", async () => {
    const dataDir = path.join(scratch, "data");
    await startAndStop(dataDir);
    const written = await fs.stat(cache);
    expect(written.size).toBeGreaterThan(100_000);

    await startAndStop(dataDir);
    // A cache V8 refused would have been written again.
    expect((await fs.stat(cache)).mtimeMs).toBe(written.mtimeMs);
  });

  it("is written again when V8 refuses it, and the start goes on", async () => {
    await fs.writeFile(cache, "not a code cache");
    await startAndStop(path.join(scratch, "data"));
    expect((await fs.stat(cache)).size).toBeGreaterThan(100_000);
  });
});
