import { expect, submitCredentials, test, toastOf, totpCode } from "./accounts";
import { gotoReady } from "./support";

test.describe("/auth steps", () => {
  test("each new step takes the focus and is announced", async ({ page, accounts }) => {
    const account = await accounts.create({ mfa: true });
    await gotoReady(page, "/auth");
    await submitCredentials(page, account.username, account.password);
    const code = page.getByLabel("Authentication code");
    await expect(code).toBeFocused();
    await expect(
      page.getByText("Two-factor authentication. Enter the 6-digit code"),
    ).toBeAttached();
    await page.getByRole("button", { name: "Back to sign-in" }).click();
    await expect(page.getByLabel("Username")).toBeFocused();
  });

  test("the forced password change takes the focus too", async ({ page, accounts }) => {
    const account = await accounts.create({ mustChangePassword: true });
    await gotoReady(page, "/auth");
    await submitCredentials(page, account.username, account.password);
    await expect(page.getByLabel("Current password")).toBeFocused();
  });

  test("a pending sign-in keeps the focus on its button (aria-disabled, not disabled)", async ({
    page,
  }) => {
    await gotoReady(page, "/auth");
    let answer: () => void = () => {};
    await page.route("**/api/auth/login", async (route) => {
      await new Promise<void>((resolve) => {
        answer = resolve;
      });
      await route.fulfill({ status: 500, contentType: "application/json", body: "{}" });
    });
    await page.getByLabel("Username").fill("someone");
    await page.getByLabel("Password", { exact: true }).fill("Some-password-123");
    const button = page.getByRole("button", { name: "Sign in" });
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-disabled", "true");
    await expect(button).toBeFocused();
    // aria-disabled only: a real `disabled` would drop the keyboard focus to the page.
    await expect(button).toHaveJSProperty("disabled", false);
    answer();
    await expect(toastOf(page, "error", "Login failed")).toBeVisible();
    await expect(button).not.toHaveAttribute("aria-disabled");
  });

  test("a code pasted with a space in the middle is accepted", async ({ page, accounts }) => {
    const account = await accounts.create({ mfa: true });
    await gotoReady(page, "/auth");
    await submitCredentials(page, account.username, account.password);
    const code = await totpCode(account.secret ?? "", 30);
    const field = page.getByLabel("Authentication code");
    await field.fill(`${code.slice(0, 3)} ${code.slice(3)}`);
    await expect(field).toHaveValue(code);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  });

  test("any other code failure shows 'MFA verification failed. Please try again.'", async ({
    page,
    accounts,
  }) => {
    const account = await accounts.create({ mfa: true });
    await gotoReady(page, "/auth");
    await submitCredentials(page, account.username, account.password);
    await page.route("**/api/auth/login-mfa", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: "{}" }),
    );
    await page.getByLabel("Authentication code").fill(await totpCode(account.secret ?? "", 30));
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(toastOf(page, "error", "MFA verification failed")).toContainText(
      "MFA verification failed. Please try again.",
    );
    await expect(page.getByRole("heading", { name: "Two-factor authentication" })).toBeVisible();
  });

  test("the sign-in page is never cached", async ({ request }) => {
    const page = await request.get("/auth");
    expect(page.headers()["cache-control"]).toBe("no-store");
    const data = await request.get("/auth.data");
    expect(data.headers()["cache-control"]).toBe("no-store");
  });
});
