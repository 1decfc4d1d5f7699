import { expect, test } from "@playwright/test";

/**
 * Issue 37: a step that waits for its draft still paints its own heading from the server's
 * HTML, before any JavaScript runs, so its largest text is not held back by the code and the
 * draft (the configure step's LCP was 4.9 s on a throttled phone, 1.3 s with it).
 */
test.describe("the builder's steps before their code runs", () => {
  test.use({ javaScriptEnabled: false });

  for (const [path, title, text] of [
    ["/sb/configure", "Configure each location", /^Quantities start from each location's users/],
    ["/sb/summary", "Review and save", /^Everything you configured, per location and in total\./],
    ["/sb/assessment", "Your locations and priorities", /^Each location is priced on its own/],
  ] as const) {
    test(`${path} shows its heading beside the loading skeleton`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("status", { name: "Loading your configuration" })).toBeVisible();
      const heading = page.getByRole("heading", { level: 1, name: title });
      await expect(heading).toBeVisible();
      await expect(page.locator("header", { has: heading }).locator("p")).toHaveText(text);
    });
  }
});
