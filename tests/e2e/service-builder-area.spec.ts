import { expect, test } from "@playwright/test";
import { E2E_ADMIN } from "./e2e-admin";
import { gotoReady } from "./support";

test.describe("the Service Builder area (/sb/*)", () => {
  test("the legacy paths land on a real page: the Service Builder teaser", async ({ page }) => {
    for (const from of ["/services", "/service-builder-new", "/sb/lead", "/sb/anything/deeper"]) {
      const response = await page.goto(from);
      expect(response?.status(), from).toBe(200);
      await expect(page.getByText("Coming Soon", { exact: true })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Be the First to Know" })).toBeVisible();
    }
    expect(new URL(page.url()).pathname).toBe("/sb/anything/deeper");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      /\/service-builder$/,
    );
  });
});

test.describe("transport demo (seed 001 §2: behind a route guard)", () => {
  for (const path of ["/transport-demo", "/simple-transport"]) {
    test(`${path} sends visitors to sign in, and opens for staff`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(`/auth?redirectTo=${encodeURIComponent(path)}`);

      const signIn = await page.request.post("/api/auth/login", {
        data: E2E_ADMIN,
        headers: { origin: new URL(page.url()).origin },
      });
      expect(signIn.status()).toBe(200);
      await gotoReady(page, path);
      await expect(page.getByRole("heading", { name: "Transport diagnostics" })).toBeVisible();
    });
  }
});
