import type { Page } from "@playwright/test";
import { gotoReady } from "./support";

/** Opens the home page with a controllable clock; everything is looked up inside #pricing. */
export async function openPricing(page: Page) {
  await page.clock.install();
  await gotoReady(page, "/");
  return page.locator("#pricing");
}

/**
 * The real trigger of a client refetch: the data turns stale after 5 minutes (seed 001 §9)
 * and the window regains focus (TanStack Query listens for visibilitychange).
 */
export async function refetchPricing(page: Page) {
  await page.clock.fastForward("05:01");
  await page.evaluate(() => window.dispatchEvent(new Event("visibilitychange")));
}
