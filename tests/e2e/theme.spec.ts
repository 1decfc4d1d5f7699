import { expect, test } from "@playwright/test";

test("the theme defaults to dark and is applied before first paint", async ({ page }) => {
  await page.goto("/transport-diagnostics");
  await expect(page.locator("html")).toHaveClass(/dark/);
});

test("a stored light theme is applied with no dark flash", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("theme", "light"));
  // Record the class the moment the body first exists, before any bundle runs.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.body) {
        (window as unknown as { firstPaintDark: boolean }).firstPaintDark =
          document.documentElement.classList.contains("dark");
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto("/transport-diagnostics");
  expect(
    await page.evaluate(() => (window as unknown as { firstPaintDark: boolean }).firstPaintDark),
  ).toBe(false);
  await expect(page.locator("html")).not.toHaveClass(/dark/);
});

test("the preference persists across reloads and follows other tabs", async ({ context }) => {
  const page = await context.newPage();
  await page.goto("/transport-diagnostics");
  await expect(page.getByTestId("session-id")).toHaveText(/session-/);
  const other = await context.newPage();
  await other.goto("/transport-diagnostics");
  await expect(other.locator("html")).toHaveClass(/dark/);

  await page.evaluate(() => localStorage.setItem("theme", "light"));
  await page.reload();
  await expect(page.locator("html")).not.toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");

  // The other tab saw the storage event and switched without a reload.
  await expect(other.locator("html")).not.toHaveClass(/dark/);
});
