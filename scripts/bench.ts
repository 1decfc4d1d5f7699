// Performance budgets (DESIGN.md): run with `npm run bench`. Starts the built server on a
// scratch data folder, measures, prints a table, and exits 1 when a budget is exceeded.
import { type ChildProcess, execFileSync, execSync, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { scriptsAfterFirstPaint } from "../app/lib/after-first-paint.server";
import { benchAdminPage } from "./bench-admin";
import { benchAnalytics } from "./bench-analytics";
import { benchConfigure } from "./bench-configure";
import type { EngineFigures } from "./bench-engine";
import { benchImport } from "./bench-import";
import type { IntakeFigures } from "./bench-intake";
import { benchLighthouse, formatLighthouse, lighthouseBudgets } from "./bench-lighthouse";
import { benchQuotePdf } from "./bench-pdf";
import { benchQuote } from "./bench-quote";
import { benchReminders } from "./bench-reminders";
import type { SimilarCompaniesFigures } from "./bench-similar-companies";
import { benchStart } from "./bench-start";
import { benchSignedIn, benchThroughput } from "./bench-throughput";

const root = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.BENCH_PORT ?? 3990);
const base = `http://127.0.0.1:${port}`;
/** The staff account the bench signs in with (created in its scratch data folder). */
const BENCH_ADMIN = { username: "bench-admin", password: "Lantern-Quarry-Meadow-37" };

interface Budget {
  name: string;
  value: number;
  unit: string;
  limit: number;
  /** A floor instead of a ceiling (scores: higher is better). */
  atLeast?: boolean;
  digits?: number;
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

/**
 * Gzip size of every script and stylesheet the page's HTML asks for: the scripts it starts
 * after the first paint (decision 035) count as loaded up front.
 */
async function pageWeight(pathname: string): Promise<{ js: number; css: number }> {
  const html = await (await fetch(base + pathname)).text();
  const scripts = new Set<string>(scriptsAfterFirstPaint(html));
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

/** Signs the bench's staff account in; returns its session cookie ("name=value"). */
async function signIn(): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify(BENCH_ADMIN),
  });
  if (!response.ok) throw new Error(`sign-in: ${response.status} ${await response.text()}`);
  // The session's cookie: the others the answer sets clear a pending sign-in.
  const cookie = response.headers
    .getSetCookie()
    .find((header) => /^[^=]+=[^;]+/.test(header) && !/max-age=0/i.test(header));
  if (!cookie) throw new Error("sign-in set no session cookie");
  return cookie.split(";")[0] ?? "";
}

/** `count` prospects made by staff: the staff lists have rows to page through. */
async function prospects(cookie: string, count: number) {
  for (let index = 0; index < count; index += 1) {
    const response = await fetch(`${base}/api/prospects`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base, cookie },
      body: JSON.stringify({
        companyName: `Bench Company ${index + 1}`,
        contactName: "Bench Runner",
        email: `bench-${index}@example.com`,
      }),
    });
    if (!response.ok)
      throw new Error(`prospect ${index}: ${response.status} ${await response.text()}`);
  }
}

/** The newest published post's path, from the blog's own list. */
async function firstPostPath(): Promise<string> {
  const html = await (await fetch(`${base}/blog`)).text();
  const match = html.match(/href="(\/blog\/[a-z0-9-]+)"/);
  if (!match?.[1]) throw new Error("the blog lists no post");
  return match[1];
}

async function main() {
  // Pure code first, in a process of its own, while nothing else runs beside it.
  const engine = JSON.parse(
    execFileSync(process.execPath, ["--import", "tsx", "scripts/bench-engine.ts"], {
      cwd: root,
      encoding: "utf8",
    }),
  ) as EngineFigures;
  // Issue 36 §1: the free-text intake, pure code too, in a process of its own.
  const intake = JSON.parse(
    execFileSync(process.execPath, ["--import", "tsx", "scripts/bench-intake.ts"], {
      cwd: root,
      encoding: "utf8",
    }),
  ) as IntakeFigures;
  // Issue 36 §2: mining 10,000 accepted quotes for "companies like yours", pure code too.
  const similar = JSON.parse(
    execFileSync(process.execPath, ["--import", "tsx", "scripts/bench-similar-companies.ts"], {
      cwd: root,
      encoding: "utf8",
    }),
  ) as SimilarCompaniesFigures;
  // In this process too, before the server starts: Chromium has the machine to itself.
  const quotePdf = await benchQuotePdf();
  // Issue 13: a 10,000-row CSV import on the embedded database, also before the server runs.
  const csvImport = await benchImport(root);
  // Issue 15: the analytics queries over 100,000 builder events, also on the embedded database.
  const analytics = await benchAnalytics(root);
  // Issue 35 §2: 1,000 reminders queued and sent to an SMTP sink (a figure, no budget).
  const reminders = await benchReminders(root);
  execSync("node scripts/ensure-build.mjs", { cwd: root, stdio: "inherit" });
  // Issue 12: start-up, before the measured server runs beside it.
  const start = await benchStart(root, port);
  const dataDir = path.join(root, ".tmp/bench-data");
  fs.rmSync(dataDir, { recursive: true, force: true });
  execFileSync(
    process.execPath,
    ["build/server-node/cli/admin-create.cjs", "--username", BENCH_ADMIN.username],
    { cwd: root, env: { ...process.env, DATA_DIR: dataDir }, input: `${BENCH_ADMIN.password}\n` },
  );
  const server: ChildProcess = spawn(process.execPath, ["build/server-node/main.js"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      RATE_LIMIT_MAX: "100000",
      // The Host check (decision 044) takes it; the bench calls 127.0.0.1 (loopback: any name).
      PUBLIC_URL: base,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    await waitForHealth(60_000);
    await latency("/", 20, 2); // warm up
    const cookie = await signIn();
    await prospects(cookie, 100);
    const { quotePath, configurePath } = await benchQuote(base);
    const post = await firstPostPath();
    // Issue 37: what each route loads before interaction.
    const routes = [
      { name: "/", path: "/" },
      { name: "/blog", path: "/blog" },
      { name: "a post", path: post },
      { name: "/sb/lead", path: "/sb/lead" },
      { name: "/sb/configure", path: configurePath, private: true },
      { name: "quote page", path: quotePath, private: true },
    ];
    const weights = [];
    for (const route of routes) weights.push({ ...route, ...(await pageWeight(route.path)) });
    const page = await latency("/", 300, 10);
    const throughput = await benchThroughput(
      base,
      {
        landing: "/",
        blog: "/blog",
        api: "/api/pricing/user-protection",
        health: "/api/health",
      },
      port + 1,
    );
    const signedIn = await benchSignedIn(
      base,
      { prospects: "/api/prospects", configurations: "/api/admin/configurations" },
      cookie,
    );
    const configure = await benchConfigure(base);
    const admin = await benchAdminPage(base, cookie);
    // Issue 12: Lighthouse last, with the server idle (it times the page as a throttled phone).
    const lighthouse = await benchLighthouse(base, routes);
    const budgets: Budget[] = [
      ...weights.map((route) => ({
        name: `${route.name} JS (gzip)`,
        value: route.js / 1024,
        unit: "KB",
        limit: 125,
      })),
      { name: "landing CSS (gzip)", value: (weights[0]?.css ?? 0) / 1024, unit: "KB", limit: 30 },
      { name: "GET / p95 (10 concurrent)", value: page.p95, unit: "ms", limit: 250 },
      // Issue 37: 64 connections, each beside a bare node:http server sending the same bytes.
      {
        name: "GET / vs bare (req/s)",
        value: throughput.landing.ratio,
        unit: "x",
        limit: 0.5,
        atLeast: true,
      },
      {
        name: "GET /blog vs bare (req/s)",
        value: throughput.blog.ratio,
        unit: "x",
        limit: 0.5,
        atLeast: true,
      },
      {
        name: "cached API vs bare (req/s)",
        value: throughput.api.ratio,
        unit: "x",
        limit: 0.7,
        atLeast: true,
      },
      { name: "GET /api/health p99", value: throughput.health.p99, unit: "ms", limit: 20 },
      // Issue 37: navigation to the prospects list shown and searchable, 1440 px, median of 5.
      {
        name: "first admin page usable",
        value: admin.medianMs,
        unit: "ms",
        limit: 1000,
        digits: 0,
      },
      { name: "price 100 sites x 50 (median)", value: engine.priceMedianMs, unit: "ms", limit: 1 },
      // Issue 36 §1: POST /api/sb/intake's reading of a 2,000-character description.
      { name: "intake, 2,000 chars (p95)", value: intake.p95Ms, unit: "ms", limit: 20 },
      // Issue 36 §2: every segment's rules from 10,000 accepted quotes, counted from nothing.
      { name: "mine 10,000 quotes (median)", value: similar.medianMs, unit: "ms", limit: 1000 },
      // Issue 10: a quantity change on /sb/configure with 100 sites x 30, to the next frame.
      { name: "configure recompute (median)", value: configure, unit: "ms", limit: 16 },
      // Issue 11: a shared quote of 100 locations as a PDF, warm browser (cold printed below).
      { name: "quote PDF, 100 locations", value: quotePdf.medianMs, unit: "ms", limit: 3000 },
      // Issue 13: the slower of a first import (creates) and the same file again (updates).
      {
        name: "import 10,000 CSV rows",
        value: Math.max(csvImport.firstMs, csvImport.againMs),
        unit: "ms",
        limit: 10_000,
        digits: 0,
      },
      // Issue 15: what /api/admin/analytics/sales and /builder compute for the last 90 days.
      { name: "analytics sales (100k events)", value: analytics.salesMs, unit: "ms", limit: 200 },
      { name: "analytics builder (100k ev.)", value: analytics.builderMs, unit: "ms", limit: 200 },
      // Issue 12: spawn to the first healthy answer, medians of 3 (scripts/bench-start.ts).
      { name: "start, first (empty data)", value: start.firstMs, unit: "ms", limit: 3000 },
      { name: "start, existing data", value: start.existingMs, unit: "ms", limit: 1000 },
      ...lighthouseBudgets(lighthouse),
    ];
    console.info(
      `\nprice 100 sites x 50, median of ${engine.roundMedians.length} rounds apart: ${engine.roundMedians.map((ms) => ms.toFixed(2)).join(" / ")} ms (the best one is the budget's figure)`,
    );
    console.info(
      `formulas: ${engine.evaluations.toLocaleString("en-US")} evaluations in ${engine.evaluationMs.toFixed(1)} ms (${Math.round(engine.evaluations / (engine.evaluationMs / 1000)).toLocaleString("en-US")} per second)`,
    );
    console.info(
      `intake: ${intake.characters.toLocaleString("en-US")} characters read ${intake.runs} times, median ${intake.medianMs.toFixed(2)} ms, p95 ${intake.p95Ms.toFixed(2)} ms; model and lexicon loaded once in ${intake.prepareMs.toFixed(0)} ms`,
    );
    console.info(
      `companies like yours: ${similar.quotes.toLocaleString("en-US")} accepted quotes in ${similar.segments} segments mined into ${similar.patterns} patterns, median ${similar.medianMs.toFixed(0)} ms, slowest ${similar.worstMs.toFixed(0)} ms; one more acceptance counted and its segment's rules read again in ${similar.incrementalMs.toFixed(2)} ms`,
    );
    console.info(
      `\nquote PDF, 100 locations: cold first render ${quotePdf.coldMs.toFixed(0)} ms (Chromium's launch included), ${(quotePdf.bytes / 1024).toFixed(0)} KB`,
    );
    console.info(
      `\nreminders: ${reminders.reminders.toLocaleString("en-US")} found and queued in ${(reminders.queueMs / 1000).toFixed(1)} s, sent to a local SMTP sink by the outbox worker in ${(reminders.sendMs / 1000).toFixed(1)} s (${Math.round(reminders.reminders / (reminders.sendMs / 1000))} a second)`,
    );
    console.info("\nthroughput, 64 connections (product | bare node:http, same bytes):");
    for (const row of Object.values(throughput)) {
      console.info(
        `  ${row.path.padEnd(30)} ${row.rps.toFixed(0).padStart(6)} req/s p99 ${row.p99.toFixed(0).padStart(4)} ms | ${row.bareRps.toFixed(0).padStart(6)} req/s p99 ${row.bareP99.toFixed(0).padStart(4)} ms  (${row.ratio.toFixed(2)}x)`,
      );
    }
    console.info("signed in, 64 connections (no bare twin: each answer is queried afresh):");
    for (const row of Object.values(signedIn)) {
      console.info(
        `  ${row.path.padEnd(30)} ${row.rps.toFixed(0).padStart(6)} req/s p99 ${row.p99.toFixed(0).padStart(4)} ms`,
      );
    }
    console.info(
      `\nfirst admin page usable (/admin/prospects, 1440 px): runs ${admin.runsMs.map((ms) => ms.toFixed(0)).join(" / ")} ms`,
    );
    console.info(
      `\nLighthouse mobile, ${lighthouse.desktop.length} runs a page:\n${formatLighthouse(lighthouse)}\n`,
    );
    let failed = false;
    for (const b of budgets) {
      const ok = b.atLeast ? b.value >= b.limit : b.value <= b.limit;
      failed ||= !ok;
      console.info(
        `${ok ? "ok  " : b.atLeast ? "LOW " : "OVER"} ${b.name.padEnd(28)} ${b.value.toFixed(b.digits ?? (b.unit === "x" ? 2 : 1)).padStart(8)} ${b.unit}  (budget ${b.atLeast ? ">= " : "<= "}${b.limit} ${b.unit})`,
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
