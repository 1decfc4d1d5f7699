// Start-up budgets (issue 12): from spawning the compiled server (build/server-node/main.js,
// what `npm start` runs after its build check) to the first 200 on /api/health, on the
// embedded database. First start: an empty data folder each run. Existing data: restarts on
// the folder a first start left. Run alone with `npx tsx scripts/bench-start.ts [port]`
// after `npm run build`.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";

const RUNS = 3;
const POLL_MS = 10;
const TIMEOUT_MS = 60_000;
// /proc/PID/stat counts CPU time in clock ticks, 100 a second on Linux.
const TICKS_PER_SECOND = 100;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

/**
 * CPU time (user + system, all threads) a process has used, from /proc on Linux: beside the
 * wall time it shows whether a slow run was the server's work or a busy machine.
 */
function cpuMs(pid: number | undefined): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return Number.NaN;
  }
}

interface Timing {
  ms: number;
  cpuMs: number;
}

/** From spawn to the first 200 on /api/health, and the server's CPU time by then. */
async function timeToHealthy(root: string, port: number, dataDir: string): Promise<Timing> {
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...inherited } = process.env;
  const started = performance.now();
  const server = spawn(process.execPath, ["build/server-node/main.js"], {
    cwd: root,
    env: {
      ...inherited,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
    // stdout carries the first start's administrator password notice: not for the bench log.
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<number | null>((resolve) => server.once("exit", resolve));
  let early: number | null | undefined;
  void exited.then((code) => {
    early = code;
  });
  try {
    while (performance.now() - started < TIMEOUT_MS) {
      if (early !== undefined)
        throw new Error(`the server exited (${early}) before it was healthy`);
      const status = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (response) => response.status,
        () => 0,
      );
      if (status === 200) return { ms: performance.now() - started, cpuMs: cpuMs(server.pid) };
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    throw new Error(`the server was not healthy within ${TIMEOUT_MS} ms`);
  } finally {
    server.kill("SIGTERM");
    await exited;
  }
}

/** Medians of RUNS first starts (each on an empty folder) and of RUNS restarts on existing data. */
export async function benchStart(root: string, port: number) {
  const scratch = path.join(root, ".tmp/bench-start");
  const first: Timing[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const dataDir = path.join(scratch, `first-${run}`);
    fs.rmSync(dataDir, { recursive: true, force: true });
    first.push(await timeToHealthy(root, port, dataDir));
  }
  const existing: Timing[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    existing.push(await timeToHealthy(root, port, path.join(scratch, "first-0")));
  }
  fs.rmSync(scratch, { recursive: true, force: true });
  const ms = (runs: Timing[]) => median(runs.map((run) => run.ms));
  return { firstMs: ms(first), existingMs: ms(existing), first, existing };
}

if (import.meta.filename === process.argv[1]) {
  const root = path.resolve(import.meta.dirname, "..");
  const result = await benchStart(root, Number(process.argv[2] ?? 3990));
  const runs = (values: Timing[]) =>
    values.map((run) => `${run.ms.toFixed(0)} ms, CPU ${run.cpuMs.toFixed(0)} ms`).join("; ");
  console.info(
    `first start (empty data folder): median ${result.firstMs.toFixed(0)} ms (${runs(result.first)})`,
  );
  console.info(
    `existing data folder: median ${result.existingMs.toFixed(0)} ms (${runs(result.existing)})`,
  );
}
