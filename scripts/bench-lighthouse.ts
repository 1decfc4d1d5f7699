// Lighthouse scores of the public pages (issues 12 and 37): Lighthouse 12.8 (the last line that
// runs on Node 20) against the system Chromium, mobile preset with its default simulated
// throttling, five runs a page. Each budget holds for the median and, where the issue sets one,
// for the worst run too: a visitor's phone does not wait for the machine's quiet minute.
// Plus the desktop performance score of the landing page.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import lighthouse, { desktopConfig } from "lighthouse";
import { CHROMIUM_FLAGS } from "../server/chromium-path";
import { benchChromiumPath } from "./bench-browser";

const RUNS = 5;

const CHROME_FLAGS = ["--headless", ...CHROMIUM_FLAGS];

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

/** One run's figures: scores 0-100, LCP and TBT in ms, CLS unitless. */
interface RunScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** A fresh Chromium with its DevTools port (chosen by Chromium: no port of ours to clash). */
async function launchChromium(): Promise<{ port: number; stop: () => Promise<void> }> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "bench-lighthouse-"));
  const child: ChildProcess = spawn(
    benchChromiumPath(),
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

/** A page measured: what it is called in the output, its path and every run's figures. */
export interface PageRuns {
  name: string;
  path: string;
  /** Kept out of search engines (robots.txt, noindex), which Lighthouse's SEO score counts. */
  private: boolean;
  runs: RunScores[];
}

export interface LighthouseResult {
  pages: PageRuns[];
  /** Every desktop performance score of `/`. */
  desktop: number[];
}

/** A page for Lighthouse: `name` labels its rows, `private` drops its SEO rows. */
export interface LighthouseTarget {
  name: string;
  path: string;
  private?: boolean;
}

type Metric = keyof RunScores;

/** Scores are better high, times and shifts low: the worst run is the far end of each. */
const HIGHER_IS_BETTER: Record<Metric, boolean> = {
  performance: true,
  accessibility: true,
  bestPractices: true,
  seo: true,
  lcpMs: false,
  tbtMs: false,
  cls: false,
};

const valuesOf = (page: PageRuns, metric: Metric) => page.runs.map((entry) => entry[metric]);

export const medianOf = (page: PageRuns, metric: Metric) => median(valuesOf(page, metric));

export function worstOf(page: PageRuns, metric: Metric) {
  const values = valuesOf(page, metric);
  return HIGHER_IS_BETTER[metric] ? Math.min(...values) : Math.max(...values);
}

/** Mobile runs of each target, then desktop runs of `/`, one page after another. */
export async function benchLighthouse(
  base: string,
  targets: LighthouseTarget[],
): Promise<LighthouseResult> {
  const pages: PageRuns[] = [];
  for (const target of targets) {
    const runs: RunScores[] = [];
    for (let index = 0; index < RUNS; index += 1) runs.push(await run(base + target.path, false));
    pages.push({ name: target.name, path: target.path, private: target.private ?? false, runs });
  }
  const desktop: number[] = [];
  for (let index = 0; index < RUNS; index += 1)
    desktop.push((await run(`${base}/`, true)).performance);
  return { pages, desktop };
}

const list = (values: number[], digits = 0) => values.map((v) => v.toFixed(digits)).join(" ");

/** Each page's runs, median and worst, for the bench's output. */
export function formatLighthouse(result: LighthouseResult): string {
  const lines = result.pages.flatMap((page) => {
    const row = (label: string, metric: Metric, digits = 0) =>
      `  ${label.padEnd(5)} runs ${list(valuesOf(page, metric), digits).padEnd(30)} median ${medianOf(page, metric).toFixed(digits)}, worst ${worstOf(page, metric).toFixed(digits)}`;
    return [
      `${page.name} (${page.path})`,
      row("perf", "performance"),
      row("TBT", "tbtMs"),
      row("LCP", "lcpMs"),
      row("CLS", "cls", 3),
      `  a11y ${list(valuesOf(page, "accessibility"))}, best practices ${list(valuesOf(page, "bestPractices"))}${page.private ? "" : `, SEO ${list(valuesOf(page, "seo"))}`}`,
    ];
  });
  lines.push(
    `/ desktop perf runs ${list(result.desktop)}, median ${median(result.desktop)}, worst ${Math.min(...result.desktop)}`,
  );
  return lines.join("\n");
}

/** CLS as Lighthouse shows it (three decimals), so "CLS 0" means what its report says. */
const shownCls = (cls: number) => Math.round(cls * 1000) / 1000;

/**
 * The bench's rows (scripts/bench.ts Budget), issue 37's budgets: performance >= 98 as the
 * median and no run under 95; TBT <= 100 ms and LCP <= 1.5 s as medians; CLS 0 in every run;
 * accessibility, best practices and SEO 100 in every run.
 */
export function lighthouseBudgets(result: LighthouseResult) {
  const rows = result.pages.flatMap((page) => {
    const { name } = page;
    const every = (metric: Metric, label: string) => ({
      name: `LH ${name} ${label} (worst)`,
      value: worstOf(page, metric),
      unit: "",
      limit: 100,
      atLeast: true,
    });
    return [
      {
        name: `LH ${name} perf (median)`,
        value: medianOf(page, "performance"),
        unit: "",
        limit: 98,
        atLeast: true,
      },
      {
        name: `LH ${name} perf (worst)`,
        value: worstOf(page, "performance"),
        unit: "",
        limit: 95,
        atLeast: true,
      },
      { name: `LH ${name} TBT (median)`, value: medianOf(page, "tbtMs"), unit: "ms", limit: 100 },
      { name: `LH ${name} LCP (median)`, value: medianOf(page, "lcpMs"), unit: "ms", limit: 1500 },
      {
        name: `LH ${name} CLS (worst)`,
        value: shownCls(worstOf(page, "cls")),
        unit: "",
        limit: 0,
        digits: 3,
      },
      every("accessibility", "a11y"),
      every("bestPractices", "best pr."),
      ...(page.private ? [] : [every("seo", "SEO")]),
    ];
  });
  rows.push({
    name: "LH / desktop perf (median)",
    value: median(result.desktop),
    unit: "",
    limit: 100,
    atLeast: true,
  });
  return rows;
}
