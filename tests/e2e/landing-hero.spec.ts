import { expect, test } from "@playwright/test";
import { RAIN_FRAME_MS } from "../../app/features/hero/binary-rain-engine";
import { gotoLanding, pauseClockNow } from "./landing-support";

test.describe("hero", () => {
  test("shows the headline, tagline, 'Schedule a Call' and a hidden demo button", async ({
    page,
  }) => {
    await gotoLanding(page);
    await expect(
      page.getByRole("heading", {
        level: 1,
        name: "Advanced Enterprise IT Solutions, Secured End to End",
      }),
    ).toBeVisible();
    await expect(page.getByText("Impossible project? Challenge accepted.").first()).toBeVisible();
    await expect(
      page.getByRole("button", { name: "Watch 90-sec Demo", includeHidden: true }),
    ).toBeHidden();
    const image = page.getByRole("img", { name: /Security operations dashboard/ });
    await expect(image).toHaveAttribute("width", "600");
    await expect(image).toHaveAttribute("height", "400");
    await expect(image).toHaveAttribute("loading", "lazy");

    const call = page.getByRole("link", { name: "Schedule a Call" });
    await expect(call).toHaveAttribute("href", "#contact");
    await call.click();
    await expect(page.getByRole("heading", { name: "Get in Touch" })).toBeInViewport();
  });

  test("the binary rain runs, and pauses while the tab is hidden", async ({ page }) => {
    await gotoLanding(page);
    const rain = page.locator("canvas");
    await expect(rain).toHaveAttribute("data-state", "running");
    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
      document.dispatchEvent(new Event("visibilitychange"));
    });
    await expect(rain).toHaveAttribute("data-state", "paused");
    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true });
      document.dispatchEvent(new Event("visibilitychange"));
    });
    await expect(rain).toHaveAttribute("data-state", "running");
  });

  test(`the rain redraws every ${RAIN_FRAME_MS} ms`, async ({ page }) => {
    await page.clock.install();
    await gotoLanding(page);
    await expect(page.locator("canvas")).toHaveAttribute("data-state", "running");
    await pauseClockNow(page);
    // Count the digits drawn: one fillText per visible drop per frame.
    await page.evaluate(() => {
      const w = window as unknown as { frames35: number };
      w.frames35 = 0;
      const original = CanvasRenderingContext2D.prototype.fillRect;
      CanvasRenderingContext2D.prototype.fillRect = function (...args) {
        w.frames35++;
        return original.apply(this, args);
      };
    });
    await page.clock.runFor(10 * RAIN_FRAME_MS);
    const frames = await page.evaluate(() => (window as unknown as { frames35: number }).frames35);
    expect(frames).toBe(10);
  });

  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce" });

    test("the rain never starts", async ({ page }) => {
      await gotoLanding(page);
      await page.waitForTimeout(300);
      await expect(page.locator("canvas")).toHaveAttribute("data-state", "off");
    });
  });

  test("hydration shifts no layout", async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { cls: number };
      w.cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput) w.cls += entry.value;
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await gotoLanding(page);
    await page.waitForTimeout(1000);
    const cls = await page.evaluate(() => (window as unknown as { cls: number }).cls);
    expect(cls).toBeLessThan(0.02);
  });
});
