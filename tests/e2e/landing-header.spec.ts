import { expect, test } from "@playwright/test";
import { HEADER_SOLID_AFTER_PX } from "../../app/features/site/use-scrolled-past";
import { bodyOverflow, gotoLanding, scrollToY } from "./landing-support";

test.describe("header (desktop)", () => {
  test("is transparent at the top and solid once scrolled more than 50 px", async ({ page }) => {
    await gotoLanding(page);
    const header = page.getByRole("banner");
    await expect(header).toHaveAttribute("data-state", "transparent");
    await scrollToY(page, HEADER_SOLID_AFTER_PX);
    await page.waitForTimeout(100); // give a wrong implementation the time to react
    await expect(header).toHaveAttribute("data-state", "transparent");
    await scrollToY(page, HEADER_SOLID_AFTER_PX + 1);
    await expect(header).toHaveAttribute("data-state", "solid");
    await expect(header).not.toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
    await scrollToY(page, 0);
    await expect(header).toHaveAttribute("data-state", "transparent");
    await expect(header).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
  });

  test("links to the sections from any page, plus Blog, Service Builder and a consultation", async ({
    page,
  }) => {
    await gotoLanding(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    const expected = [
      ["Services", "/#services"],
      ["AI Edge", "/#ai-edge"],
      ["Case Studies", "/#case-studies"],
      ["Pricing", "/#pricing"],
      ["Blog", "/blog"],
      ["Contact", "/#contact"],
      ["Service Builder", "/service-builder"],
    ];
    await expect(nav.getByRole("link")).toHaveText(expected.map(([label]) => label as string));
    for (const [label, href] of expected) {
      await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute(
        "href",
        href as string,
      );
    }
    const book = page.getByRole("banner").getByRole("link", { name: "Book a Consultation" });
    await expect(book).toHaveAttribute("href", "/#contact");
    await book.click();
    await expect(page.getByRole("heading", { name: "Get in Touch" })).toBeInViewport();
  });

  test("shows the stored company name next to the logo mark", async ({ page }) => {
    await gotoLanding(page);
    const brand = page.getByRole("banner").getByRole("link", { name: "Sentinel Forge IT" });
    await expect(brand).toHaveAttribute("href", "/");
    await expect(brand.locator("svg")).toBeAttached();
  });

  test("the binary rain stays out from under the header's links", async ({ page }) => {
    await gotoLanding(page);
    const nav = await page.getByRole("navigation", { name: "Main" }).boundingBox();
    const rain = await page.locator("canvas").boundingBox();
    if (!nav || !rain) throw new Error("not laid out");
    expect(rain.y).toBeGreaterThanOrEqual(nav.y + nav.height);
  });

  test("the theme toggle switches between dark and light", async ({ page }) => {
    await gotoLanding(page);
    await expect(page.locator("html")).toHaveClass(/dark/);
    await page.getByRole("button", { name: "Switch to light theme" }).click();
    await expect(page.locator("html")).not.toHaveClass(/dark/);
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    await expect(page.locator("html")).toHaveClass(/dark/);
  });

  test("the 404 page keeps its status and card inside the site layout", async ({ page }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });
});

test.describe("header at 1024 px", () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  // The web font is `font-display: optional`: a visitor whose font arrives late keeps the
  // fallback for the page's life, so the header must fit in that font too.
  for (const font of ["the web font", "the fallback font"] as const) {
    test(`shows the desktop links and the consultation button, all fitting, in ${font}`, async ({
      page,
    }) => {
      if (font === "the fallback font") await page.route(/\.woff2$/, (route) => route.abort());
      await gotoLanding(page);
      const webFontLoaded = await page.evaluate(() =>
        [...document.fonts].some(
          (face) =>
            face.family.replaceAll('"', "") === "Inter Variable" && face.status === "loaded",
        ),
      );
      if (font === "the fallback font") expect(webFontLoaded).toBe(false);
      const header = page.getByRole("banner");
      await expect(header.getByRole("navigation", { name: "Main" })).toBeVisible();
      await expect(header.getByRole("link", { name: "Book a Consultation" })).toBeVisible();
      await expect(header.getByRole("button", { name: "Open menu" })).toBeHidden();
      const boxes = await header.locator("a, button").evaluateAll((elements) =>
        elements
          .filter((element) => element.getClientRects().length > 0)
          .map((element) => element.getBoundingClientRect())
          .map(({ left, right, top, height }) => ({ left, right, top, height })),
      );
      // One row, in order, nothing overlapping or past the edge.
      for (const [index, box] of boxes.entries()) {
        expect(box.right).toBeLessThanOrEqual(1024);
        expect(box.height).toBeLessThanOrEqual(48);
        const next = boxes[index + 1];
        if (next) expect(next.left).toBeGreaterThanOrEqual(box.right);
      }
    });
  }
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("opens full screen, locks page scrolling, and Escape closes it", async ({ page }) => {
    await gotoLanding(page);
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const open = page.getByRole("button", { name: "Open menu" });
    await expect(open).toHaveAttribute("aria-expanded", "false");
    await open.click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    const box = await menu.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
    expect(await bodyOverflow(page)).toBe("hidden");
    await expect(page.getByRole("button", { name: "Close menu" })).toBeFocused();
    await expect(menu.getByRole("navigation").getByRole("link")).toHaveText([
      "Services",
      "AI Edge",
      "Case Studies",
      "Pricing",
      "Contact",
      "Blog",
      "Service Builder",
      "Book a Consultation",
    ]);

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    expect(await bodyOverflow(page)).not.toBe("hidden");
    await expect(open).toBeFocused();
  });

  test("keeps keyboard focus inside while open", async ({ page }) => {
    await gotoLanding(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    for (let i = 0; i < 12; i++) await page.keyboard.press("Tab");
    expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  });

  test("closes on any item and goes there, restoring page scrolling", async ({ page }) => {
    await gotoLanding(page);
    for (const [item, heading] of [
      ["Services", "Everything your business runs on, managed and secured"],
      ["Case Studies", "Proven results in demanding industries"],
      ["Book a Consultation", "Get in Touch"],
    ]) {
      await page.getByRole("button", { name: "Open menu" }).click();
      await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: item }).click();
      await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
      expect(await bodyOverflow(page)).not.toBe("hidden");
      await expect(page.getByRole("heading", { name: heading })).toBeInViewport();
    }
  });
});
