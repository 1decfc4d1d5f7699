import { expect, PASSWORD, signIn, test } from "./accounts";
import { gotoReady } from "./support";

/** Issue 35 item 4, decision 062: pages and navigation follow the permission set. */
test.describe("permissions inside the admin area", () => {
  test("a Sales user sees the 403 page inside the shell on Formulas, and no Formulas link", async ({
    page,
    accounts,
  }) => {
    const sales = await accounts.create({ permissions: ["sales"] });
    // Signed in straight onto the page: the client navigation gets the 403 too.
    await signIn(page, sales, "/auth?redirectTo=%2Fadmin%2Fcalculation-formulas");
    const forbidden = page.getByRole("heading", { name: "403 No access to this page", level: 1 });
    await expect(forbidden).toBeVisible();

    const response = await page.goto("/admin/calculation-formulas");
    expect(response?.status()).toBe(403);
    await expect(forbidden).toBeVisible();
    await expect(page.getByText("It needs the Catalogue or Owner permission.")).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Admin" });
    await expect(nav.getByRole("link", { name: "Prospects" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Formulas" })).toHaveCount(0);
    await expect(nav.getByRole("link", { name: "Users" })).toHaveCount(0);
    // Settings stays: every administrator's own account (password, two-factor) is there.
    await expect(nav.getByRole("link", { name: "Settings" })).toBeVisible();
    // The account panel stays: the page is inside the shell, not a bare error.
    await expect(page.getByTestId("signed-in-user")).toHaveText(sales.displayName);

    await page.getByRole("link", { name: "Go to Dashboard" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(forbidden).toBeHidden();
  });

  test("a Content user opening /admin lands on the first page of the set", async ({
    page,
    accounts,
  }) => {
    await signIn(
      page,
      await accounts.create({ permissions: ["content"] }),
      "/auth?redirectTo=%2Fadmin",
    );
    await expect(page).toHaveURL(/\/admin\/blog$/);
    await expect(page.getByRole("heading", { name: "403 No access to this page" })).toBeHidden();
  });

  test("an Owner changes a set with the keyboard; it shows in the list", async ({
    page,
    accounts,
  }) => {
    const target = await accounts.create({ permissions: ["sales"] });
    await signIn(page, await accounts.create(), "/auth?redirectTo=%2Fadmin%2Fusers");
    const row = page.getByTestId("user-row").filter({ hasText: target.username });
    await expect(row).toContainText("Sales");
    await row.getByRole("button", { name: `Actions for ${target.displayName}` }).click();
    await page.getByRole("menuitem", { name: "Edit name and role" }).click();
    const dialog = page.getByRole("dialog", { name: `Edit ${target.displayName}` });
    const group = dialog.getByRole("group", { name: "Permissions" });
    await expect(group.getByRole("checkbox", { name: "Sales" })).toBeChecked();
    const catalogue = group.getByRole("checkbox", { name: "Catalogue" });
    await catalogue.focus();
    await page.keyboard.press("Space");
    await expect(catalogue).toBeChecked();
    await dialog.getByLabel("Confirm with your password").fill(PASSWORD);
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText("Sales, Catalogue");

    await gotoReady(page, "/admin/settings");
    await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
  });
});
