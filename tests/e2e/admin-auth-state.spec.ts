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
    // The spinner shows as soon as the retry starts, before its request reaches the route:
    // releasing before then would release nothing and hold the request for good.
    let arrived: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    await page.route("**/api/auth/me", async (route) => {
      if (mode === "fail") {
        await route.fulfill({ status: 503, contentType: "application/json", body: "{}" });
        return;
      }
      await new Promise<void>((resolve) => {
        release = resolve;
        arrived();
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
    await held;
    release();
    await expect(page.getByRole("heading", { name: "Users", level: 1 })).toBeVisible();
  });
});
