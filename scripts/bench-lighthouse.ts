// Lighthouse scores of the public pages (issue 12): Lighthouse 12.8 (the last line that runs on
// Node 20) against the system Chromium, mobile preset with its default simulated throttling,
// three runs a page, medians reported. Plus the desktop performance score of the landing page.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import lighthouse, { desktopConfig } from "lighthouse";
import { CHROMIUM_FLAGS } from "../server/chromium-path";

const RUNS = 3;

const CHROME_FLAGS = ["--headless", ...CHROMIUM_FLAGS];

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

/** Medians of one page's runs: scores 0-100, LCP and TBT in ms, CLS unitless. */
export interface PageScores {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

export interface LighthouseResult {
  pages: PageScores[];
  /** Median desktop performance score of `/`. */
  desktopPerformance: number;
}

function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return execFileSync("sh", ["-c", "command -v chromium"], { encoding: "utf8" }).trim();
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** A fresh Chromium with its DevTools port (chosen by Chromium: no port of ours to clash). */
async function launchChromium(): Promise<{ port: number; stop: () => Promise<void> }> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "bench-lighthouse-"));
  const child: ChildProcess = spawn(
    chromiumPath(),
    [...CHROME_FLAGS, "--remote-debugging-port=0", `--user-data-dir=${profile}`, "about:blank"],
    // Its own process group: Chromium's helper processes go down with it, and none is left
    // writing to the profile while it is removed.
    { stdio: "ignore", detached: true },
  );
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const stop = async () => {
    try {
      if (child.pid) process.kill(-child.pid, "SIGKILL");
    } catch {
      child.kill("SIGKILL");
    }
    await exited;
    try {
      fs.rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    } catch (error) {
      // A leftover temporary profile is no reason to lose the measurements.
      console.warn(`bench: could not remove ${profile}: ${(error as Error).message}`);
    }
  };
  const portFile = path.join(profile, "DevToolsActivePort");
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const text = fs.existsSync(portFile) ? fs.readFileSync(portFile, "utf8") : "";
    const port = Number(text.split("\n")[0]);
    if (port > 0) return { port, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error("Chromium did not open its DevTools port");
}

type RunScores = Omit<PageScores, "path">;

/** A run Lighthouse finished but could not measure (its `runtimeError`). */
class LighthouseRuntimeError extends Error {}

/**
 * Lighthouse's own advice for a failed trace recording (NO_NAVSTART): run it again. A failed
 * recording gives no figures, so running again picks nothing; it came twice in a row once in
 * about 50 runs on this machine, hence three tries.
 */
const TRIES = 3;

async function run(url: string, desktop: boolean): Promise<RunScores> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(url, desktop);
    } catch (error) {
      if (!(error instanceof LighthouseRuntimeError) || attempt >= TRIES) throw error;
      console.warn(`${error.message}: running it again`);
    }
  }
}

/** One Lighthouse run in its own browser. */
async function runOnce(url: string, desktop: boolean): Promise<RunScores> {
  const chromium = await launchChromium();
  try {
    const result = await lighthouse(
      url,
      {
        port: chromium.port,
        logLevel: "error",
        output: "json",
        onlyCategories: desktop ? ["performance"] : [...CATEGORIES],
      },
      desktop ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError)
      throw new LighthouseRuntimeError(`Lighthouse on ${url}: ${runtimeError.message}`);
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    return {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      lcpMs: audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
      tbtMs: audits["total-blocking-time"]?.numericValue ?? Number.NaN,
      cls: audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
    };
  } finally {
    await chromium.stop();
  }
}

async function pageScores(base: string, pathname: string): Promise<PageScores> {
  const runs: RunScores[] = [];
  for (let index = 0; index < RUNS; index += 1) runs.push(await run(base + pathname, false));
  const of = (key: keyof RunScores) => median(runs.map((entry) => entry[key]));
  return {
    path: pathname,
    performance: of("performance"),
    accessibility: of("accessibility"),
    bestPractices: of("bestPractices"),
    seo: of("seo"),
    lcpMs: of("lcpMs"),
    tbtMs: of("tbtMs"),
    cls: of("cls"),
  };
}

/** Mobile medians of `/`, `/blog`, `/sb/lead` and the quote page; desktop performance of `/`. */
export async function benchLighthouse(base: string, quotePath: string): Promise<LighthouseResult> {
  const pages: PageScores[] = [];
  for (const pathname of ["/", "/blog", "/sb/lead", quotePath])
    pages.push(await pageScores(base, pathname));
  const desktop: number[] = [];
  for (let index = 0; index < RUNS; index += 1)
    desktop.push((await run(`${base}/`, true)).performance);
  return { pages, desktopPerformance: median(desktop) };
}

/** One line a page, for the bench's output. */
export function formatLighthouse(result: LighthouseResult): string {
  const lines = result.pages.map(
    (page) =>
      `${page.path.slice(0, 24).padEnd(24)} perf ${page.performance} a11y ${page.accessibility} bp ${page.bestPractices} seo ${page.seo}  LCP ${page.lcpMs.toFixed(0)} ms  TBT ${page.tbtMs.toFixed(0)} ms  CLS ${page.cls.toFixed(3)}`,
  );
  lines.push(`/ desktop perf ${result.desktopPerformance}`);
  return lines.join("\n");
}

/** The bench's rows (scripts/bench.ts Budget): issue 12's floors and ceilings. */
export function lighthouseBudgets(result: LighthouseResult) {
  const rows = result.pages.flatMap((page) => {
    const name = page.path.startsWith("/sb/quote/") ? "/sb/quote/{token}" : page.path;
    return [
      {
        name: `LH ${name} performance`,
        value: page.performance,
        unit: "",
        limit: 95,
        atLeast: true,
      },
      {
        name: `LH ${name} accessibility`,
        value: page.accessibility,
        unit: "",
        limit: 100,
        atLeast: true,
      },
      {
        name: `LH ${name} best practices`,
        value: page.bestPractices,
        unit: "",
        limit: 100,
        atLeast: true,
      },
      // A quote page is a prospect's own prices: robots.txt and a noindex keep it out of
      // search engines, which Lighthouse's SEO score counts against it.
      ...(page.path.startsWith("/sb/quote/")
        ? []
        : [{ name: `LH ${name} SEO`, value: page.seo, unit: "", limit: 100, atLeast: true }]),
      { name: `LH ${name} LCP`, value: page.lcpMs, unit: "ms", limit: 2000 },
      { name: `LH ${name} TBT`, value: page.tbtMs, unit: "ms", limit: 100 },
      { name: `LH ${name} CLS`, value: page.cls, unit: "", limit: 0.02, digits: 3 },
    ];
  });
  rows.push({
    name: "LH / desktop performance",
    value: result.desktopPerformance,
    unit: "",
    limit: 100,
    atLeast: true,
  });
  return rows;
}
