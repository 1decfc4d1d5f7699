// Performance budgets (DESIGN.md): run with `npm run bench`. Starts the built server on a
// scratch data folder, measures, prints a table, and exits 1 when a budget is exceeded.
import { type ChildProcess, execSync, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { benchConfigure } from "./bench-configure";
import { benchEngine } from "./bench-engine";
import { benchQuotePdf } from "./bench-pdf";
import { benchStart } from "./bench-start";

const root = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.BENCH_PORT ?? 3990);
const base = `http://127.0.0.1:${port}`;

interface Budget {
  name: string;
  value: number;
  unit: string;
  limit: number;
}

async function waitForHealth(timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("server did not become healthy");
}

/** Gzip size of every script and stylesheet the page's HTML asks for. */
async function pageWeight(pathname: string): Promise<{ js: number; css: number }> {
  const html = await (await fetch(base + pathname)).text();
  const scripts = new Set<string>();
  for (const match of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g))
    scripts.add(match[1] ?? "");
  for (const match of html.matchAll(/import\("([^"]+\.js)"\)|from "([^"]+\.js)"/g))
    scripts.add(match[1] ?? match[2] ?? "");
  const styles = [...html.matchAll(/<link[^>]+rel="stylesheet" href="([^"]+)"/g)].map(
    (m) => m[1] ?? "",
  );
  const gz = async (url: string) =>
    gzipSync(Buffer.from(await (await fetch(base + url)).arrayBuffer())).length;
  let js = 0;
  for (const url of scripts) if (url) js += await gz(url);
  let css = 0;
  for (const url of styles) if (url) css += await gz(url);
  return { js, css };
}

/**
 * One GET as a browser sends it (brotli accepted, connection kept alive), timed to the last
 * byte. The body is not decompressed: on this machine that work would be the client's CPU
 * taken from the server, and a real visitor decompresses on their own device.
 */
function timedGet(agent: http.Agent, pathname: string): Promise<number> {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${base}${pathname}`,
      { agent, headers: { "accept-encoding": "br" } },
      (response) => {
        response.on("data", () => {});
        response.on("end", () => resolve(performance.now() - start));
        response.on("error", reject);
      },
    );
    request.on("error", reject);
  });
}

/** p95 latency of `total` GETs issued `concurrency` at a time. */
async function latency(pathname: string, total: number, concurrency: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const timings: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < total) {
      next++;
      timings.push(await timedGet(agent, pathname));
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  timings.sort((a, b) => a - b);
  return { p95: timings[Math.floor(timings.length * 0.95)] ?? 0, rps: total / seconds };
}

async function main() {
  // Pure code first, while nothing else runs in this process or beside it.
  const engine = benchEngine();
  // In this process too, before the server starts: Chromium has the machine to itself.
  const quotePdf = await benchQuotePdf();
  execSync("node scripts/ensure-build.mjs", { cwd: root, stdio: "inherit" });
  // Issue 12: start-up, before the measured server runs beside it.
  const start = await benchStart(root, port);
  const dataDir = path.join(root, ".tmp/bench-data");
  fs.rmSync(dataDir, { recursive: true, force: true });
  const server: ChildProcess = spawn(process.execPath, ["build/server-node/main.js"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      RATE_LIMIT_MAX: "100000",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    await waitForHealth(60_000);
    await latency("/", 20, 2); // warm up
    const landing = await pageWeight("/");
    const page = await latency("/", 300, 10);
    const health = await latency("/api/health", 500, 10);
    const configure = await benchConfigure(base);
    const budgets: Budget[] = [
      { name: "landing JS (gzip)", value: landing.js / 1024, unit: "KB", limit: 180 },
      { name: "landing CSS (gzip)", value: landing.css / 1024, unit: "KB", limit: 30 },
      { name: "GET / p95 (10 concurrent)", value: page.p95, unit: "ms", limit: 250 },
      { name: "GET /api/health p95", value: health.p95, unit: "ms", limit: 50 },
      { name: "price 100 sites x 50 (median)", value: engine.priceMedianMs, unit: "ms", limit: 1 },
      // Issue 10: a quantity change on /sb/configure with 100 sites x 30, to the next frame.
      { name: "configure recompute (median)", value: configure, unit: "ms", limit: 16 },
      // Issue 11: a shared quote of 100 locations as a PDF, warm browser (cold printed below).
      { name: "quote PDF, 100 locations", value: quotePdf.medianMs, unit: "ms", limit: 3000 },
      // Issue 12: spawn to the first healthy answer, medians of 3 (scripts/bench-start.ts).
      { name: "start, first (empty data)", value: start.firstMs, unit: "ms", limit: 3000 },
      { name: "start, existing data", value: start.existingMs, unit: "ms", limit: 1000 },
    ];
    console.info(
      `\nformulas: ${engine.evaluations.toLocaleString("en-US")} evaluations in ${engine.evaluationMs.toFixed(1)} ms (${Math.round(engine.evaluations / (engine.evaluationMs / 1000)).toLocaleString("en-US")} per second)`,
    );
    console.info(
      `\nquote PDF, 100 locations: cold first render ${quotePdf.coldMs.toFixed(0)} ms (Chromium's launch included), ${(quotePdf.bytes / 1024).toFixed(0)} KB`,
    );
    console.info(
      `\nthroughput: GET / ${page.rps.toFixed(0)} req/s, /api/health ${health.rps.toFixed(0)} req/s\n`,
    );
    let failed = false;
    for (const b of budgets) {
      const ok = b.value <= b.limit;
      failed ||= !ok;
      console.info(
        `${ok ? "ok  " : "OVER"} ${b.name.padEnd(28)} ${b.value.toFixed(1).padStart(8)} ${b.unit}  (budget ${b.limit} ${b.unit})`,
      );
    }
    process.exitCode = failed ? 1 : 0;
  } finally {
    server.kill("SIGTERM");
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
