import { expect, test } from "@playwright/test";
import {
  AI_COUNTER_DURATION_MS,
  DEFAULT_COUNTER_DURATION_MS,
} from "../../app/features/ai-edge/counter";
import { gotoLanding, pauseClockNow } from "./landing-support";

const sets = {
  Development: ["23x", "690x", "87%"],
  "IT Operations": ["94%", "78%", "$5.2M"],
  Compliance: ["99.8%", "63%", "17"],
};

test.describe("AI edge", () => {
  test("Development is the default and the counters reach 23, 690 and 87", async ({ page }) => {
    await gotoLanding(page);
    const section = page.locator("#ai-edge");
    await expect(section.getByRole("button", { name: "Development" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await section.locator("dl").scrollIntoViewIfNeeded();
    await expect(section.locator("[data-counter]")).toHaveText(sets.Development);
  });

  test("the toggle changes the counters and the text", async ({ page }) => {
    await gotoLanding(page);
    const section = page.locator("#ai-edge");
    await section.locator("dl").scrollIntoViewIfNeeded();
    for (const [label, values] of Object.entries(sets)) {
      await section.getByRole("button", { name: label, exact: true }).click();
      await expect(section.getByRole("button", { name: label, exact: true })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      await expect(section.locator("[data-counter]")).toHaveText(values);
    }
    await expect(
      section.getByRole("heading", { name: "Continuous compliance instead of annual panic" }),
    ).toBeVisible();
  });

  test("counters run from 0 to their target over 2.5 s", async ({ page }) => {
    await page.clock.install();
    await gotoLanding(page);
    await pauseClockNow(page);
    const counters = page.locator("#ai-edge [data-counter]");
    await expect(counters).toHaveText(["0x", "0x", "0%"]);
    await page.locator("#ai-edge dl").scrollIntoViewIfNeeded();
    await expect(page.locator("#ai-edge dl")).toHaveAttribute("data-state", "counting");
    await page.clock.runFor(DEFAULT_COUNTER_DURATION_MS);
    // Past the default 2 s duration, still short of the target.
    await expect(counters.nth(1)).not.toHaveText("690x");
    const midway = Number((await counters.nth(1).textContent())?.replace(/\D/g, ""));
    expect(midway).toBeGreaterThan(300);
    expect(midway).toBeLessThan(690);
    await page.clock.runFor(AI_COUNTER_DURATION_MS - DEFAULT_COUNTER_DURATION_MS + 100);
    await expect(counters).toHaveText(sets.Development);
  });

  test("'Explore AI Solutions' toggles four stories and the advantage note", async ({ page }) => {
    await gotoLanding(page);
    const button = page.getByRole("button", { name: "Explore AI Solutions" });
    const panel = page.locator("#ai-solutions-panel");
    await expect(panel).toBeHidden();
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("listitem")).toHaveCount(4);
    await expect(panel.getByText(/^Our advantage:/)).toBeVisible();
    await button.click();
    await expect(panel).toBeHidden();
  });

  test("only one breakthrough card is open; clicking the open one closes it", async ({ page }) => {
    await gotoLanding(page);
    const section = page.locator("#ai-edge");
    const cards = section
      .getByRole("button", { expanded: false })
      .filter({ hasText: /baseline|scale|maximum|uptime/ });
    await expect(cards).toHaveCount(4);
    const first = section.getByRole("button", { name: /23x baseline/ });
    const second = section.getByRole("button", { name: /30x scale/ });
    await first.click();
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await second.click();
    await expect(second).toHaveAttribute("aria-expanded", "true");
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await expect(section.getByRole("button", { expanded: true })).toHaveCount(1);
    await second.click();
    await expect(section.getByRole("button", { expanded: true })).toHaveCount(0);
    for (const claim of ["23x baseline", "30x scale", "690x maximum", "99.999% uptime"]) {
      await expect(section.getByText(claim)).toBeVisible();
    }
  });

  test("two customer quotes follow", async ({ page }) => {
    await gotoLanding(page);
    await expect(page.locator("#ai-edge blockquote")).toHaveCount(2);
  });

  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce" });

    test("counters show their final values at once", async ({ page }) => {
      await page.clock.install();
      await gotoLanding(page);
      await pauseClockNow(page);
      await page.locator("#ai-edge dl").scrollIntoViewIfNeeded();
      await expect(page.locator("#ai-edge [data-counter]")).toHaveText(sets.Development);
    });
  });
});
