import { expect, type Page, test } from "@playwright/test";

/** The computed content-visibility of each landing section and the footer, in page order. */
const visibilities = (page: Page) =>
  page
    .locator("[data-defer-layout]")
    .evaluateAll((parts) => parts.map((part) => getComputedStyle(part).contentVisibility));

/** Whether the browser draws `selector` (false while a content-visibility: auto part skips it). */
const drawn = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));

test("the parts below the fold stay skipped while nobody goes near them (decision 083)", async ({
  page,
}) => {
  await page.goto("/");
  // Past the load and the idle moments that once laid every part out, one after another.
  await expect(page.getByText("Initializing session...")).toBeHidden();
  await page.waitForTimeout(1500);
  const parts = await visibilities(page);
  expect(parts.length).toBe(8); // seven sections and the footer
  expect(new Set(parts)).toEqual(new Set(["auto"]));
  await expect(page.locator("html")).not.toHaveAttribute("data-laid-out", "all");
  expect(await drawn(page, "[data-site-footer] a[href]")).toBe(false);
});

test("a part is drawn as the visitor scrolls to it, and keeps its height after", async ({
  page,
}) => {
  await page.goto("/");
  const footerLink = "[data-site-footer] a[href]";
  expect(await drawn(page, footerLink)).toBe(false);
  await page.locator("[data-site-footer]").scrollIntoViewIfNeeded();
  await expect.poll(() => drawn(page, footerLink)).toBe(true);
  const height = await page
    .locator("[data-site-footer]")
    .evaluate((footer) => footer.getBoundingClientRect().height);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => drawn(page, footerLink)).toBe(false);
  // contain-intrinsic-size: auto keeps the height it was drawn with, not the guess.
  expect(
    await page
      .locator("[data-site-footer]")
      .evaluate((footer) => footer.getBoundingClientRect().height),
  ).toBe(height);
});

test("a jump to a section before the parts are laid out lands on it", async ({ page }) => {
  await page.goto("/");
  // React reveals streamed sections a moment after they arrive (hidden until then).
  const heading = page.getByRole("heading", { name: "Get in Touch" });
  await expect(heading).toBeAttached();
  await expect(page.locator("html")).not.toHaveAttribute("data-laid-out", "all");
  await page.getByRole("link", { name: "Schedule a Call" }).click();
  await expect(heading).toBeInViewport();
  await expect(page.locator("html")).toHaveAttribute("data-laid-out", "all");
});

test("a link to a section goes there while the sections below still wait for their code", async ({
  page,
}) => {
  await page.goto("/");
  // The page has hydrated; the sections far below have not (they wait to come near).
  await expect(page.getByText("Initializing session...")).toBeHidden();
  const heading = page.getByRole("heading", { name: "Get in Touch" });
  await expect(heading).toBeAttached();
  expect(await page.evaluate(() => window.__islandsPending)).toBeGreaterThan(0);
  // A mark React does not know of: gone if the section is thrown away and drawn again.
  await page.locator("#contact").evaluate((section) => section.setAttribute("data-probe", ""));

  await page.getByRole("link", { name: "Schedule a Call" }).click();
  await expect(heading).toBeInViewport();
  await expect(page).toHaveURL(/\/#contact$/);
  await expect(page.locator("#contact")).toBeFocused();
  await expect(page.locator("#contact")).toHaveAttribute("data-probe", "");

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});
