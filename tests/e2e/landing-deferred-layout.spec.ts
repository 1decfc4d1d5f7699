import { expect, type Page, test } from "@playwright/test";

/** The computed content-visibility of each landing section and the footer, in page order. */
const visibilities = (page: Page) =>
  page
    .locator("[data-defer-layout]")
    .evaluateAll((parts) => parts.map((part) => getComputedStyle(part).contentVisibility));

/** No idle moments: the parts stay as the page was first laid out. */
const withoutIdleTime = (page: Page) =>
  page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });

test("the parts below the fold skip layout until the page has painted and had idle time", async ({
  page,
}) => {
  await withoutIdleTime(page);
  await page.goto("/");
  const parts = await visibilities(page);
  expect(parts.length).toBe(8); // seven sections and the footer
  expect(new Set(parts)).toEqual(new Set(["auto"]));
});

test("then they are laid out one by one, and stay so", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("data-laid-out", "all");
  await expect(page.locator("[data-defer-layout]:not([data-laid-out])")).toHaveCount(0);
  expect(new Set(await visibilities(page))).toEqual(new Set(["visible"]));
});

test("a jump to a section before the parts are laid out lands on it", async ({ page }) => {
  await withoutIdleTime(page);
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
