import { ADMIN_PATHS } from "../setup/admin-paths";
import { expect, signIn, test } from "./accounts";
import { gotoReady } from "./support";

test.describe("admin guard", () => {
  test("every admin route sends a signed-out visitor to /auth", async ({ page }) => {
    for (const path of ADMIN_PATHS) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      expect(page.url()).toMatch(new RegExp(`/auth\\?redirectTo=${encodeURIComponent(path)}$`));
      await expect(page.getByRole("heading", { name: "Staff sign-in" })).toBeVisible();
    }
  });

  test("a staff account is kept out of every admin route", async ({ page, accounts }) => {
    const staff = await accounts.create({ role: "staff" });
    await signIn(page, staff);
    await expect(page.getByRole("heading", { name: "No access to the admin area" })).toBeVisible();
    for (const path of ADMIN_PATHS) {
      await page.goto(path);
      expect(page.url()).toMatch(/\/auth\?redirectTo=/);
      await expect(
        page.getByRole("heading", { name: "No access to the admin area" }),
      ).toBeVisible();
    }
  });

  test("other spellings of an admin path are guarded too", async ({ request }) => {
    for (const path of ["/ADMIN/users.data", "/%61dmin/users.data", "/Admin/Settings.data"]) {
      const data = await request.get(path, { maxRedirects: 0 });
      expect(data.status(), path).toBe(204);
      expect(data.headers()["x-remix-redirect"], path).toMatch(/^\/auth\?redirectTo=/);
    }
    for (const path of ["/ADMIN/users", "/%61dmin/users"]) {
      const page = await request.get(path, { maxRedirects: 0 });
      expect(page.status(), path).toBe(302);
      expect(page.headers().location, path).toMatch(/^\/auth\?redirectTo=/);
    }
  });

  test("/admin/login goes to /auth", async ({ page }) => {
    await page.goto("/admin/login");
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("a session that ends while a page is open is caught on the next navigation", async ({
    page,
    accounts,
    context,
  }) => {
    const account = await accounts.create();
    await signIn(page, account);
    await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
    await context.clearCookies({ name: "sid" });
    // A client-side navigation: React Router fetches /admin/users.data and follows the redirect.
    await page
      .getByRole("navigation", { name: "Admin" })
      .getByRole("link", { name: "Users" })
      .click();
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fadmin%2Fusers$/);
    await expect(page.getByRole("heading", { name: "Staff sign-in" })).toBeVisible();
  });

  test("every page of the navigation is open: the blog link leads to the blog's management", async ({
    page,
    accounts,
  }) => {
    await signIn(page, await accounts.create());
    await page
      .getByRole("navigation", { name: "Admin" })
      .getByRole("link", { name: /Blog/ })
      .click();
    await expect(page).toHaveURL(/\/admin\/blog$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText("Not available yet")).toHaveCount(0);
    await gotoReady(page, "/admin/analytics");
    await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  });

  test("on a phone the navigation is a menu that works with the keyboard", async ({
    page,
    accounts,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signIn(page, await accounts.create());
    await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
    const menu = page.getByRole("button", { name: "Open navigation" });
    await menu.focus();
    await page.keyboard.press("Enter");
    const sheet = page.getByRole("dialog", { name: "Navigation" });
    await expect(sheet.getByRole("link", { name: "Settings" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
    await expect(menu).toBeFocused();
    await menu.click();
    await sheet.getByRole("link", { name: "Users" }).click();
    await expect(page.getByRole("heading", { name: "Users", level: 1 })).toBeVisible();
    await expect(sheet).toBeHidden();
  });
});
