import { expect, type Locator, test } from "@playwright/test";
import { gotoLanding } from "./landing-support";

/** Seed 000 §9 interface timing, read from the styles the browser actually applies. */
const styleOf = (items: Locator, property: "animationDelay" | "transitionDelay") =>
  items.evaluateAll(
    (elements, name) => elements.map((element) => getComputedStyle(element)[name]),
    property,
  );

/** The delays of items that enter one after another, 0.1 s apart: "0s", "0.1s", ... */
const stagger = (count: number) => Array.from({ length: count }, (_, index) => `${index / 10}s`);

test.describe("seed 000 §9 timing", () => {
  test("mobile menu: fades in over 0.3 s, its items 0.1 s apart", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoLanding(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toHaveCSS("animation-name", "menu-fade");
    await expect(menu).toHaveCSS("animation-duration", "0.3s");
    const items = menu.getByRole("listitem");
    await expect(items).toHaveCount(8);
    expect(await styleOf(items, "animationDelay")).toEqual(stagger(8));
  });

  test("hero: the text rises in over 0.6 s, the image 0.3 s after it", async ({ page }) => {
    await gotoLanding(page);
    const text = page.locator(".hero-enter");
    const image = page.locator(".hero-enter-late");
    await expect(text).toContainText("Advanced Enterprise IT Solutions");
    await expect(text).toHaveCSS("animation-duration", "0.6s");
    await expect(text).toHaveCSS("animation-delay", "0s");
    // Never transparent, not even at the first frame: it is the page's largest paint.
    const openingOpacity = await text.evaluate((element) => {
      for (const animation of element.getAnimations()) {
        animation.pause();
        animation.currentTime = 0;
      }
      return getComputedStyle(element).opacity;
    });
    expect(openingOpacity).toBe("1");
    await expect(image.getByRole("img")).toBeAttached();
    await expect(image).toHaveCSS("animation-duration", "0.6s");
    await expect(image).toHaveCSS("animation-delay", "0.3s");
  });

  test("cards enter one after another, 0.1 s per card", async ({ page }) => {
    await gotoLanding(page);
    const services = page.locator("#services ul[data-reveal] > li");
    await expect(services).toHaveCount(5);
    expect(await styleOf(services, "transitionDelay")).toEqual(stagger(5));
    const topics = page.locator("#security-insights ul[data-reveal] > li");
    await expect(topics).toHaveCount(6);
    expect(await styleOf(topics, "transitionDelay")).toEqual(stagger(6));
  });

  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce" });

    test("nothing is held back for an entrance", async ({ page }) => {
      await gotoLanding(page);
      await expect(page.locator("[data-reveal]")).toHaveCount(0);
      await expect(page.locator(".hero-enter")).toHaveCSS("animation-name", "none");
    });
  });
});
