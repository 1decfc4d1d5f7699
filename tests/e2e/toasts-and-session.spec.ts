import { expect, test } from "@playwright/test";
import { gotoReady, refuseStorage } from "./support";

test("a toast appears, and disappears by itself after 5 seconds", async ({ page }) => {
  await gotoReady(page, "/transport-test");
  await page.getByRole("button", { name: "Show success" }).click();
  const toast = page.locator('[data-variant="success"]', {
    hasText: "Sample success notification",
  });
  await expect(toast).toBeVisible();
  await page.waitForTimeout(4000);
  await expect(toast).toBeVisible();
  await expect(toast).toBeHidden({ timeout: 3000 });
});

test("a toast can be closed by hand, and each type has its own look", async ({ page }) => {
  await gotoReady(page, "/transport-test");
  // Error comes last so it is the freshest of the five when it is closed: on a busy machine
  // the first toasts may already have timed out by then.
  for (const variant of ["default", "success", "warning", "info", "error"]) {
    await page.getByRole("button", { name: `Show ${variant}` }).click();
    await expect(page.locator(`[data-variant="${variant}"]`)).toBeVisible();
  }
  const error = page.locator('[data-variant="error"]');
  // A pointer over the toasts holds their timers, as it does for a person reading them.
  await error.hover();
  await error.getByRole("button", { name: "Close notification" }).click();
  await expect(error).toBeHidden();
  await expect(page.locator('[data-variant="info"]')).toBeVisible();
});

test("the session id is created once and kept in localStorage and a cookie", async ({
  page,
  context,
}) => {
  await gotoReady(page, "/transport-diagnostics");
  const id = await page.getByTestId("session-id").textContent();
  expect(id).toMatch(/^session-\d+-[a-z0-9]+$/);
  expect(await page.evaluate(() => localStorage.getItem("sb-session-id"))).toBe(id);
  const cookie = (await context.cookies()).find((c) => c.name === "sb_session_id");
  expect(cookie?.value).toBe(id);
  await page.reload();
  await expect(page.getByTestId("session-id")).toHaveText(id ?? "");
});

test("a ?sessionId= in the URL is adopted", async ({ page }) => {
  await page.goto("/transport-diagnostics?sessionId=session-1700000000000-abc123xyz");
  await expect(page.getByTestId("session-id")).toHaveText("session-1700000000000-abc123xyz");
});

test("'Initializing session...' shows until the session is set up", async ({ page }) => {
  await page.route("**/assets/**", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.goto("/transport-diagnostics", { waitUntil: "commit" });
  await expect(page.getByText("Initializing session...")).toBeVisible();
  await expect(page.getByTestId("session-id")).toHaveText(/session-/, { timeout: 15_000 });
  await expect(page.getByText("Initializing session...")).toBeHidden();
});

test("when storage is refused the red banner shows for 3 seconds and the app still works", async ({
  page,
}) => {
  await refuseStorage(page);
  await page.goto("/transport-test");
  const banner = page.getByText(
    "Session initialization failed. Continuing with limited functionality...",
  );
  await expect(banner).toBeVisible();
  await expect(page.getByRole("heading", { name: "Transport test" })).toBeVisible();
  await expect(banner).toBeHidden({ timeout: 4500 });
  await page.getByRole("button", { name: "Show info" }).click();
  await expect(page.locator('[data-variant="info"]')).toBeVisible();
});
