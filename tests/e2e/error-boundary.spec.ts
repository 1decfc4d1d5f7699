import { expect, test } from "@playwright/test";
import { clickRevealed, gotoLanding } from "./landing-support";

test.describe("section error boundaries (seed 000 §2)", () => {
  test("a dialog whose code fails to load shows its error in the section; the page goes on", async ({
    page,
  }) => {
    const logged: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") logged.push(message.text());
    });
    await page.route(/\/assets\/service-dialog-[\w-]+\.js$/, (route) => route.abort());
    await gotoLanding(page);
    const services = page.locator("#services");
    await clickRevealed(services.getByRole("button", { name: "Learn more about Cloud & DevOps" }));

    const failure = services.getByRole("alert");
    await expect(failure.getByRole("heading", { name: "Service Details Error" })).toBeVisible();
    await expect(failure).toContainText(
      "This component encountered an error. Please try again later or contact support if the problem persists.",
    );
    await expect(failure.getByRole("button", { name: "Try reloading" })).toBeVisible();
    await expect(failure).toBeFocused();
    expect(
      logged.some((text) => /dynamically imported module|Importing a module/i.test(text)),
    ).toBe(true);

    // The section and the rest of the page keep working.
    await expect(services.getByRole("button", { name: /^Learn more about/ })).toHaveCount(5);
    const cases = page.locator("#case-studies");
    await cases.getByRole("tab", { name: "Healthcare", exact: true }).click();
    await expect(cases.getByRole("tab", { name: "Healthcare", exact: true })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(page.getByRole("heading", { name: "Get in Touch" })).toBeAttached();
  });
});
