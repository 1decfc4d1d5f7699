import { expect, signIn, submitCredentials, test, toastOf, totpCode } from "./accounts";
import { gotoReady } from "./support";

test.describe("/auth sign-in", () => {
  test("password only: lands on the dashboard with the user shown", async ({ page, accounts }) => {
    const account = await accounts.create();
    await gotoReady(page, "/auth");
    await expect(page.getByLabel("Username")).toHaveAttribute("autocomplete", "username");
    await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute(
      "autocomplete",
      "current-password",
    );
    await submitCredentials(page, account.username, account.password);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
    await expect(page.getByTestId("signed-in-user")).toHaveText(account.displayName);
  });

  test("TOTP: the code step, codes generated from the secret", async ({ page, accounts }) => {
    const account = await accounts.create({ mfa: true });
    await gotoReady(page, "/auth");
    await submitCredentials(page, account.username, account.password);
    await expect(page.getByRole("heading", { name: "Two-factor authentication" })).toBeVisible();
    const code = page.getByLabel("Authentication code");
    await expect(code).toHaveAttribute("autocomplete", "one-time-code");
    await code.fill(await totpCode(account.secret ?? "", 30));
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  });

  test("a recovery code works instead of the app", async ({ page, accounts }) => {
    const account = await accounts.create();
    const api = await accounts.api(account);
    const setup = await (
      await api.post("/api/account/mfa/setup", { data: { password: account.password } })
    ).json();
    const secret = String(setup.data.secret).replaceAll(" ", "");
    const enabled = await api.post("/api/account/mfa/enable", {
      data: { token: await totpCode(secret) },
    });
    const [recoveryCode] = (await enabled.json()).data.recoveryCodes as string[];
    await api.dispose();

    await gotoReady(page, "/auth");
    await submitCredentials(page, account.username, account.password);
    await page.getByRole("button", { name: "Use a recovery code" }).click();
    await page.getByLabel("Recovery code").fill(recoveryCode ?? "");
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  });

  test("a wrong password shows 'Login failed' / 'Invalid credentials' and keeps the username", async ({
    page,
    accounts,
  }) => {
    const account = await accounts.create();
    await gotoReady(page, "/auth");
    await submitCredentials(page, account.username, "Not-the-right-password-1");
    const toast = toastOf(page, "error", "Login failed");
    await expect(toast).toBeVisible();
    await expect(toast).toContainText("Invalid credentials");
    await expect(page.getByLabel("Username")).toHaveValue(account.username);
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("any other failure shows 'Login failed. Please try again.'", async ({ page }) => {
    await gotoReady(page, "/auth");
    await page.route("**/api/auth/login", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: "{}" }),
    );
    await submitCredentials(page, "someone", "Some-password-123");
    await expect(toastOf(page, "error", "Login failed")).toContainText(
      "Login failed. Please try again.",
    );
  });

  test("a wrong code shows 'MFA verification failed' / 'Invalid MFA token'", async ({
    page,
    accounts,
  }) => {
    const account = await accounts.create({ mfa: true });
    await gotoReady(page, "/auth");
    await submitCredentials(page, account.username, account.password);
    const valid = await totpCode(account.secret ?? "", 30);
    await page.getByLabel("Authentication code").fill(valid === "000000" ? "111111" : "000000");
    await page.getByRole("button", { name: "Verify" }).click();
    const toast = toastOf(page, "error", "MFA verification failed");
    await expect(toast).toContainText("Invalid MFA token");
    await expect(page.getByRole("heading", { name: "Two-factor authentication" })).toBeVisible();
  });

  test("after sign-in the visitor lands where they were going", async ({ page, accounts }) => {
    const account = await accounts.create();
    await gotoReady(page, "/admin/settings?tab=company");
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fadmin%2Fsettings%3Ftab%3Dcompany$/);
    await submitCredentials(page, account.username, account.password);
    await expect(page).toHaveURL(/\/admin\/settings\?tab=company$/);
    await expect(page.getByRole("heading", { name: "Company profile" })).toBeVisible();
  });

  test("an off-site redirectTo is ignored", async ({ page, accounts }) => {
    const account = await accounts.create();
    await gotoReady(page, "/auth?redirectTo=https%3A%2F%2Fevil.example%2F");
    await submitCredentials(page, account.username, account.password);
    await expect(page).toHaveURL(/\/admin$/);
  });

  test("a redirectTo whose dot segments collapse to //host is ignored", async ({
    page,
    accounts,
  }) => {
    const account = await accounts.create();
    const offSite: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).hostname === "evil.example") offSite.push(request.url());
    });
    await gotoReady(page, "/auth?redirectTo=%2F.%2F%2Fevil.example");
    await submitCredentials(page, account.username, account.password);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
    expect(offSite).toEqual([]);
  });

  test("signed in, /auth and /auth.data never point off the site", async ({ page, accounts }) => {
    await signIn(page, await accounts.create());
    await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
    for (const target of ["%2F.%2F%2Fevil.example", "%2F%252e%2F%2Fevil.example"]) {
      const document = await page.request.get(`/auth?redirectTo=${target}`, { maxRedirects: 0 });
      expect(document.status()).toBe(302);
      expect(document.headers().location).toBe("/admin");
      const data = await page.request.get(`/auth.data?redirectTo=${target}`, { maxRedirects: 0 });
      expect(await data.text()).not.toContain("evil.example");
      expect(data.headers()["x-remix-redirect"] ?? "/admin").toBe("/admin");
    }
  });

  test("a required password change comes first", async ({ page, accounts }) => {
    const account = await accounts.create({ mustChangePassword: true });
    await gotoReady(page, "/auth");
    await submitCredentials(page, account.username, account.password);
    await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
    await page.getByLabel("Current password").fill(account.password);
    await page.getByLabel("New password", { exact: true }).fill("Fresh-Meadow-Compass-55");
    await page.getByLabel("Repeat the new password").fill("Fresh-Meadow-Compass-55");
    await page.getByRole("button", { name: "Save and continue" }).click();
    await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  });
});

test.describe("sign-out", () => {
  test("signs out, and the admin area is closed again", async ({ page, accounts }) => {
    const account = await accounts.create();
    await signIn(page, account);
    await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fadmin$/);
    await expect(page.getByRole("heading", { name: "Staff sign-in" })).toBeVisible();
    await page.goto("/admin/users");
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fadmin%2Fusers$/);
  });

  test("a failed sign-out shows 'Logout failed'", async ({ page, accounts }) => {
    const account = await accounts.create();
    await signIn(page, account);
    await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
    await page.route("**/api/auth/logout", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: "{}" }),
    );
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(toastOf(page, "error", "Logout failed")).toContainText(
      "Logout failed. Please try again.",
    );
    await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  });
});
