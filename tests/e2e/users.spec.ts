import { expect, PASSWORD, signIn, submitCredentials, test, toastOf } from "./accounts";
import { gotoReady, reloadReady } from "./support";

test.describe("/admin/users", () => {
  test("a user created here can sign in (after choosing a password)", async ({
    page,
    accounts,
  }) => {
    await signIn(page, await accounts.create(), "/auth?redirectTo=%2Fadmin%2Fusers");
    await expect(page.getByRole("heading", { name: "Users", level: 1 })).toBeVisible();
    const username = `new-hire-${Date.now() % 1_000_000}`;
    await page.getByRole("button", { name: "Add user" }).click();
    const dialog = page.getByRole("dialog", { name: "Add a user" });
    await dialog.getByLabel("Full name").fill("Morgan Hale");
    await dialog.getByLabel("Username").fill(username);
    await dialog.getByRole("combobox", { name: "Role" }).click();
    await page.getByRole("option", { name: "Administrator" }).click();
    // A new administrator needs the acting admin's own password.
    await dialog.getByLabel("Confirm with your password").fill(PASSWORD);
    // A weak password is refused in place; what was typed stays.
    await dialog.getByLabel("Initial password").fill("short");
    await dialog.getByRole("button", { name: "Create user" }).click();
    await expect(dialog.getByText("Use at least 12 characters")).toBeVisible();
    await expect(dialog.getByLabel("Full name")).toHaveValue("Morgan Hale");
    await dialog.getByLabel("Initial password").fill("Welcome-Aboard-Morgan-7");
    await dialog.getByRole("button", { name: "Create user" }).click();
    await expect(toastOf(page, "success", "User created")).toBeVisible();
    const row = page.getByTestId("user-row").filter({ hasText: username });
    await expect(row).toContainText("Morgan Hale");
    await expect(row).toContainText("New password required");

    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByRole("heading", { name: "Staff sign-in" })).toBeVisible();
    await gotoReady(page, "/auth");
    await submitCredentials(page, username, "Welcome-Aboard-Morgan-7");
    await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
    await page.getByLabel("Current password").fill("Welcome-Aboard-Morgan-7");
    await page.getByLabel("New password", { exact: true }).fill("Morgan-Own-Passphrase-2");
    await page.getByLabel("Repeat the new password").fill("Morgan-Own-Passphrase-2");
    await page.getByRole("button", { name: "Save and continue" }).click();
    await expect(page.getByTestId("signed-in-user")).toHaveText("Morgan Hale");
  });

  test("deactivating a user blocks their sign-in; reactivating restores it", async ({
    page,
    accounts,
    browser,
  }) => {
    const target = await accounts.create({ role: "staff" });
    await signIn(page, await accounts.create(), "/auth?redirectTo=%2Fadmin%2Fusers");
    const row = page.getByTestId("user-row").filter({ hasText: target.username });
    await row.getByRole("button", { name: `Actions for ${target.displayName}` }).click();
    await page.getByRole("menuitem", { name: "Deactivate" }).click();
    await page
      .getByRole("dialog", { name: "Deactivate this user?" })
      .getByRole("button", { name: "Deactivate" })
      .click();
    await expect(row).toContainText("Deactivated");

    const other = await browser.newPage();
    await gotoReady(other, "/auth");
    await submitCredentials(other, target.username, target.password);
    await expect(toastOf(other, "error", "Login failed")).toContainText("Invalid credentials");

    await row.getByRole("button", { name: `Actions for ${target.displayName}` }).click();
    await page.getByRole("menuitem", { name: "Reactivate" }).click();
    await expect(row).toContainText("Active");
    await other.close();
  });

  test("editing a user's role", async ({ page, accounts }) => {
    const target = await accounts.create({ role: "staff" });
    await signIn(page, await accounts.create(), "/auth?redirectTo=%2Fadmin%2Fusers");
    const row = page.getByTestId("user-row").filter({ hasText: target.username });
    await row.getByRole("button", { name: `Actions for ${target.displayName}` }).click();
    await page.getByRole("menuitem", { name: "Edit name and role" }).click();
    const dialog = page.getByRole("dialog", { name: `Edit ${target.displayName}` });
    await dialog.getByLabel("Full name").fill("Renamed Person");
    await expect(dialog.getByLabel("Confirm with your password")).toBeHidden();
    await dialog.getByRole("combobox", { name: "Role" }).click();
    await page.getByRole("option", { name: "Administrator" }).click();
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await expect(dialog.getByText("Enter your password to confirm")).toBeVisible();
    await dialog.getByLabel("Confirm with your password").fill(PASSWORD);
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await expect(row).toContainText("Renamed Person");
    await expect(row).toContainText("Administrator");
  });

  test("a user's work e-mail is checked, saved and shown, and can be cleared", async ({
    page,
    accounts,
  }) => {
    const target = await accounts.create({ role: "staff" });
    await signIn(page, await accounts.create(), "/auth?redirectTo=%2Fadmin%2Fusers");
    const row = page.getByTestId("user-row").filter({ hasText: target.username });
    const edit = async () => {
      await row.getByRole("button", { name: `Actions for ${target.displayName}` }).click();
      await page.getByRole("menuitem", { name: "Edit name and role" }).click();
      return page.getByRole("dialog", { name: `Edit ${target.displayName}` });
    };
    let dialog = await edit();
    const email = dialog.getByLabel("Work e-mail");
    await email.fill("not an address");
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await expect(dialog.getByText("Enter a valid e-mail address")).toBeVisible();
    await expect(email).toBeFocused();
    await email.fill("Riley.Sales@Example.com");
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText("riley.sales@example.com");

    await reloadReady(page);
    dialog = await edit();
    await expect(dialog.getByLabel("Work e-mail")).toHaveValue("riley.sales@example.com");
    await dialog.getByLabel("Work e-mail").fill("");
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await expect(dialog).toBeHidden();
    await expect(row).not.toContainText("riley.sales@example.com");
  });

  test("a temporary password and a two-factor reset ask for the admin's own password", async ({
    page,
    accounts,
  }) => {
    const target = await accounts.create({ role: "staff", mfa: true });
    await signIn(page, await accounts.create(), "/auth?redirectTo=%2Fadmin%2Fusers");
    const row = page.getByTestId("user-row").filter({ hasText: target.username });
    const actions = row.getByRole("button", { name: `Actions for ${target.displayName}` });

    await actions.click();
    await page.getByRole("menuitem", { name: "Set a temporary password" }).click();
    const temporary = page.getByRole("dialog", {
      name: `Set a temporary password for ${target.displayName}`,
    });
    await temporary.getByLabel("Temporary password").fill("Fresh-Start-Lantern-64");
    await temporary.getByRole("button", { name: "Set password" }).click();
    await expect(temporary.getByText("Enter your password to confirm")).toBeVisible();
    await temporary.getByLabel("Confirm with your password").fill(PASSWORD);
    await temporary.getByRole("button", { name: "Set password" }).click();
    await expect(toastOf(page, "success", "Temporary password set")).toBeVisible();
    await expect(row).toContainText("New password required");

    await actions.click();
    await page.getByRole("menuitem", { name: "Reset two-factor" }).click();
    const reset = page.getByRole("dialog", { name: "Reset two-factor authentication?" });
    await reset.getByLabel("Confirm with your password").fill(PASSWORD);
    await reset.getByRole("button", { name: "Reset two-factor" }).click();
    await expect(toastOf(page, "success", "Two-factor authentication reset")).toBeVisible();
    await expect(row.getByText("Off")).toBeVisible();
  });
});
