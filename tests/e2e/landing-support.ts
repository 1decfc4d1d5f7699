import { expect, type Page } from "@playwright/test";
import { gotoReady } from "./support";

/** Opens the landing page, hydrated. */
export async function gotoLanding(page: Page) {
  const response = await gotoReady(page, "/");
  expect(response?.status()).toBe(200);
  return response;
}

/** Scrolls without the landing page's smooth scrolling, so the position is exact at once. */
export async function scrollToY(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
}

export function bodyOverflow(page: Page) {
  return page.evaluate(() => getComputedStyle(document.body).overflow);
}

/**
 * Pauses the page clock (installed before navigation) a moment from now, for exact timing.
 * The margin covers the round trip; the jump fires each due timer at most once.
 */
export async function pauseClockNow(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}
