// Issue 37: how soon the first admin page is usable after navigation, in a real Chromium at
// 1440 px: from the navigation's start until the prospects table shows its rows and the
// search, typed into, has put its query in the URL (a control that works is a hydrated one).
import { launchBenchBrowser } from "./bench-browser";

const RUNS = 5;

export interface AdminFigures {
  /** Every run, in ms, in the order they ran. */
  runsMs: number[];
  medianMs: number;
}

/** `cookie` is a signed-in staff session ("name=value"); the list must have rows. */
export async function benchAdminPage(base: string, cookie: string): Promise<AdminFigures> {
  const browser = await launchBenchBrowser();
  const [name = "", value = ""] = cookie.split(/=(.*)/s);
  const runsMs: number[] = [];
  try {
    for (let run = 0; run < RUNS; run += 1) {
      // A fresh context each run: nothing of an earlier run's page is in its memory cache.
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      await context.addCookies([{ name, value, url: base }]);
      const page = await context.newPage();
      const started = performance.now();
      await page.goto(`${base}/admin/prospects`, { waitUntil: "commit" });
      const table = page.getByRole("table", { name: "Prospects" });
      await table.getByRole("row").nth(1).waitFor();
      await page.getByLabel("Search prospects").fill("bench");
      await page.getByRole("button", { name: "Search" }).click();
      await page.waitForURL(/q=bench/);
      runsMs.push(performance.now() - started);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const sorted = [...runsMs].sort((a, b) => a - b);
  return { runsMs, medianMs: sorted[sorted.length >> 1] ?? 0 };
}
