import { expect, test } from "@playwright/test";
import { gotoReady, watchForeignAndCsp } from "./support";

test.describe("fallback screens", () => {
  test("an unknown path shows the 404 card with HTTP status 404", async ({ page }) => {
    const response = await page.goto("/this/does/not/exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
    await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
  });

  test("a failing page load shows the error screen, and 'Try reloading' recovers", async ({
    page,
  }) => {
    // Hydrated first: a click before that is a full page load, which fetches no loader data.
    await gotoReady(page, "/this/does/not/exist");
    let failing = true;
    await page.route("**/*.data*", (route) =>
      failing ? route.fulfill({ status: 500, body: "boom" }) : route.continue(),
    );
    await page.getByRole("link", { name: "Back to the home page" }).click();
    await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
    await expect(
      page.getByText(
        "This component encountered an error. Please try again later or contact support if the problem persists.",
      ),
    ).toBeVisible();
    failing = false;
    await page.getByRole("button", { name: "Try reloading" }).click();
    await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeHidden();
  });
});

test.describe("redirects", () => {
  for (const [from, to] of [
    ["/service-builder-new", "/sb/lead"],
    ["/service-builder-refactored", "/sb/lead"],
    ["/services", "/sb/lead"],
    ["/admin/dashboard", "/admin/analytics"],
    ["/admin/services", "/admin/catalog"],
    ["/admin/formulas", "/admin/calculation-formulas"],
  ] as const) {
    test(`${from} is a real HTTP redirect to ${to}`, async ({ request, page }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe(to);
      await page.goto(from);
      const landed = new URL(page.url());
      // Admin targets are behind the admin guard: a signed-out browser ends on /auth.
      const admin = to.startsWith("/admin");
      expect(landed.pathname).toBe(admin ? "/auth" : to);
      if (admin) expect(landed.searchParams.get("redirectTo")).toBe(to);
    });
  }
});

test("pages run under the CSP without violations", async ({ page, baseURL }) => {
  const { violations } = watchForeignAndCsp(page, baseURL);
  await page.goto("/transport-diagnostics");
  // Hydrated: the session effect ran, which needs the nonce'd scripts.
  await expect(page.getByTestId("session-id")).toHaveText(/^session-\d+-[a-z0-9]+$/);
  expect(violations).toEqual([]);
});
