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

for (const stored of ["light", "dark", "system"]) {
  test(`hydration leaves <html> as the boot script set it (${stored} stored)`, async ({ page }) => {
    await page.addInitScript((theme) => {
      localStorage.setItem("theme", theme);
      // Writes to <html> once the document is parsed: the boot script's come before.
      const writes: string[] = [];
      (window as unknown as { htmlWrites: string[] }).htmlWrites = writes;
      document.addEventListener("DOMContentLoaded", () => {
        new MutationObserver((records) => {
          for (const record of records) writes.push(`${record.attributeName}: ${record.oldValue}`);
        }).observe(document.documentElement, {
          attributes: true,
          attributeFilter: ["class", "style"],
          attributeOldValue: true,
        });
      });
    }, stored);
    await page.goto("/transport-diagnostics");
    await expect(page.getByTestId("session-id")).toHaveText(/session-/);
    // Each write restyles the whole page; the theme was right before the first paint.
    expect(
      await page.evaluate(() => (window as unknown as { htmlWrites: string[] }).htmlWrites),
    ).toEqual([]);
  });
}
