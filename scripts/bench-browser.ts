// The bench's browser: the system Chromium found by the rule the quote PDFs use, started with
// the project's flags (server/chromium-path.ts).
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, findChromium } from "../server/chromium-path";

export function benchChromiumPath(): string {
  const found = findChromium();
  if (!found) throw new Error("Chromium not found: install it or set CHROMIUM_PATH");
  return found;
}

/** Playwright's handle on the system Chromium, for the bench's timings in a page. */
export function launchBenchBrowser() {
  return chromium.launch({ executablePath: benchChromiumPath(), args: CHROMIUM_FLAGS });
}
