import { expect, type Page } from "@playwright/test";
import { test } from "./accounts";

/** Every URL the page requests or shows, to prove no secret ever lands in one. */
function watchUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => urls.push(request.url()));
  page.on("framenavigated", (frame) => urls.push(frame.url()));
  return urls;
}

test.describe("credentials never reach a URL, even before or without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the sign-in form cannot be sent by the browser itself", async ({ page }) => {
    const urls = watchUrls(page);
    await page.goto("/auth");
    await page.getByLabel("Username").fill("jordan.lee");
    await page.getByLabel("Password", { exact: true }).fill("Plain-Text-Secret-9");
    await page.getByLabel("Password", { exact: true }).press("Enter");
    await page.getByRole("button", { name: "Sign in" }).click({ force: true });
    await expect(page).toHaveURL(/\/auth$/);
    expect(urls.join(" ")).not.toMatch(/Plain-Text-Secret|password=|username=/);
    await expect(page.getByRole("button", { name: "Sign in" })).toBeDisabled();
    // A browser with scripting off shows why; Playwright's text matchers skip <noscript>.
    expect(await page.locator("form noscript").innerHTML()).toContain(
      "This form needs JavaScript.",
    );
  });

  test("neither can the password form in the settings", async ({ page, accounts, baseURL }) => {
    const account = await accounts.create();
    const signIn = await page.request.post("/api/auth/login", {
      data: { username: account.username, password: account.password },
      headers: { origin: baseURL ?? "" },
    });
    expect(signIn.status()).toBe(200);
    const urls = watchUrls(page);
    await page.goto("/admin/settings");
    await page.getByLabel("Current password").fill(account.password);
    await page.getByLabel("New password", { exact: true }).fill("Never-In-A-Url-5150");
    await page.getByLabel("Repeat the new password").press("Enter");
    await expect(page).toHaveURL(/\/admin\/settings$/);
    expect(urls.join(" ")).not.toMatch(/Never-In-A-Url|Password=|password=/i);
    await expect(page.getByRole("button", { name: "Change password" })).toBeDisabled();
  });
});
