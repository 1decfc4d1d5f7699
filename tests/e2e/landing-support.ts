import { expect, type Locator, type Page } from "@playwright/test";
import { gotoReady } from "./support";

/** Opens the landing page, hydrated. */
export async function gotoLanding(page: Page) {
  const response = await gotoReady(page, "/");
  expect(response?.status()).toBe(200);
  return response;
}

/**
 * Waits until the page has kept its scroll position for ten frames. Parts of the landing page
 * are drawn only as they come near (decision 083); a jump far down draws the parts beside it,
 * and the browser's scroll anchoring moves the page while they take their real heights.
 * Anything that closes on scroll (a tooltip) is opened after that, as a reader's would be.
 */
export async function untilScrollRests(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = window.scrollY;
        let still = 0;
        const check = () => {
          if (window.scrollY !== last) {
            last = window.scrollY;
            still = 0;
          } else if (++still >= 10) return resolve();
          requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
  );
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
 * The margin covers the round trip; the jump fires each due timer at most once. On a busy
 * machine the round trip can outlast the margin ("Cannot fast-forward to the past"): then
 * the moment is read again, never a blind retry of the whole test.
 */
export async function pauseClockNow(page: Page) {
  for (let attempt = 1; ; attempt += 1) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 1000);
      return;
    } catch (error) {
      if (attempt >= 5 || !String(error).includes("fast-forward to the past")) throw error;
    }
  }
}

/**
 * Clicks a control inside a card group once the group's entrance has finished. Scrolling the
 * group into view starts its reveal (a 0.6 s slide, staggered); Playwright checks that a
 * target is still before it scrolls, so a click could land while the card slides, with
 * mousedown and mouseup on different elements, and be lost.
 */
export async function clickRevealed(target: Locator) {
  // Scrolled to as a reader would: again if the parts above, drawn only as they come near
  // (decision 083), moved it out of view while the scroll went past them.
  await expect(async () => {
    await target.scrollIntoViewIfNeeded();
    await expect(target).toBeInViewport({ timeout: 500 });
  }).toPass();
  const group = target.locator("xpath=ancestor::*[@data-reveal][1]");
  if ((await group.count()) > 0) {
    await expect(group).toHaveAttribute("data-reveal", "shown");
    await group.evaluate((element) =>
      Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
    );
  }
  await target.click();
}
