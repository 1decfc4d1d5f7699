import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";

/**
 * The real server process (`npm start` runs the same compiled entry; Playwright's webServer
 * built it), on its own port and data folder.
 * It always uses the embedded database, whose folder lock these tests are about, even in
 * the CI run where the suite itself is pointed at a PostgreSQL server.
 */
function startServer(dataDir: string, port: number) {
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...inherited } = process.env;
  const child = spawn(process.execPath, ["build/server-node/main.js"], {
    env: {
      ...inherited,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  return { child, exited, output: () => output };
}

async function waitForHealth(port: number) {
  await expect
    .poll(
      async () => (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null))?.status,
      {
        timeout: 120_000,
      },
    )
    .toBe(200);
}

/** Ports next to the suite's own server (E2E_PORT), distinct per worker. */
function spare(offset: number): number {
  return Number(process.env.E2E_PORT ?? 3100) + 50 + offset + test.info().workerIndex * 10;
}

let dataDir: string;
let server: ChildProcess | undefined;

test.beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "process-test-"));
});
test.afterEach(() => {
  server?.kill("SIGKILL");
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test("SIGTERM lets in-flight requests finish, closes the database and releases the lock", async () => {
  test.setTimeout(240_000);
  const port = spare(0);
  const first = startServer(dataDir, port);
  server = first.child;
  await waitForHealth(port);
  expect(fs.existsSync(path.join(dataDir, "server.lock"))).toBe(true);

  // Signal once all four responses have started (headers in), while their streamed bodies
  // may still be on the way; every body must then arrive complete.
  const responses = await Promise.all(
    Array.from({ length: 4 }, () => fetch(`http://127.0.0.1:${port}/`)),
  );
  first.child.kill("SIGTERM");
  expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200]);
  const bodies = await Promise.all(responses.map((response) => response.text()));
  for (const body of bodies) expect(body.trimEnd().endsWith("</html>")).toBe(true);

  expect(await first.exited).toBe(0);
  expect(fs.existsSync(path.join(dataDir, "server.lock"))).toBe(false);

  // The data survives: a new process on the same folder starts without migrating anew.
  const again = startServer(dataDir, port);
  server = again.child;
  await waitForHealth(port);
  expect(again.output()).not.toContain("created the administrator account");
});

test("a second process on the same data folder is refused with a clear message", async () => {
  test.setTimeout(240_000);
  const port = spare(2);
  const first = startServer(dataDir, port);
  server = first.child;
  await waitForHealth(port);

  const second = startServer(dataDir, spare(4));
  expect(await second.exited).toBe(1);
  expect(second.output()).toContain(`The data folder ${dataDir} is in use by another process`);
  expect(second.output()).toContain("set DATA_DIR to a different folder");
  // The first one is unaffected.
  expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
});
