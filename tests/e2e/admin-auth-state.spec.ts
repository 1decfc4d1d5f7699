import { expect, signIn, test } from "./accounts";
import { gotoReady } from "./support";

test.describe("the admin area's own check of the sign-in", () => {
  test("a failed check says so; 'Try again' shows the spinner, then the page", async ({
    page,
    accounts,
  }) => {
    await signIn(page, await accounts.create());
    await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();

    let mode: "fail" | "hold" = "fail";
    let release: () => void = () => {};
    await page.route("**/api/auth/me", async (route) => {
      if (mode === "fail") {
        await route.fulfill({ status: 503, contentType: "application/json", body: "{}" });
        return;
      }
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      await route.continue();
    });
    // A full load: the page comes from the server, then the browser confirms the user (and
    // retries three times, 1 s, 2 s and 4 s apart, before it gives up).
    await gotoReady(page, "/admin/users");
    const failure = page.getByRole("alert").filter({
      hasText: "Failed to fetch user. Please try again.",
    });
    await expect(failure).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole("heading", { name: "Users", level: 1 })).toBeHidden();

    mode = "hold";
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Checking your sign-in" }),
    ).toBeVisible();
    await expect(failure).toBeHidden();
    release();
    await expect(page.getByRole("heading", { name: "Users", level: 1 })).toBeVisible();
  });
});
