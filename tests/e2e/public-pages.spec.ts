import { expect, test } from "@playwright/test";
import { gotoReady, watchForeignAndCsp } from "./support";

/** The public pages of issue 5, checked like the landing page (landing-seo.spec.ts). */
const pages = [
  "/blog",
  "/blog/zero-trust-architecture-a-practical-roadmap",
  "/privacy-policy",
  "/terms-of-service",
  "/service-builder",
];

for (const path of pages) {
  test(`${path} loads nothing from other hosts, runs under the CSP and sizes its images`, async ({
    page,
    baseURL,
  }) => {
    const { foreign, violations } = watchForeignAndCsp(page, baseURL);
    const response = await gotoReady(page, path);
    expect(response?.status()).toBe(200);
    // One h1 per page, starting below the fixed 64 px header.
    const h1 = page.getByRole("heading", { level: 1 });
    await expect(h1).toHaveCount(1);
    expect((await h1.boundingBox())?.y).toBeGreaterThanOrEqual(64);
    await page.evaluate(() =>
      window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }),
    );
    await page.waitForLoadState("networkidle");
    expect(foreign).toEqual([]);
    expect(violations).toEqual([]);
    const unsized = await page.$$eval("img", (images) =>
      images
        .filter((img) => !img.getAttribute("width") || !img.getAttribute("height"))
        .map((img) => img.src),
    );
    expect(unsized).toEqual([]);
  });
}

test.describe("at 360 px", () => {
  test.use({ viewport: { width: 360, height: 780 } });

  for (const path of pages) {
    test(`${path} never scrolls sideways`, async ({ page }) => {
      await gotoReady(page, path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
    });
  }
});
