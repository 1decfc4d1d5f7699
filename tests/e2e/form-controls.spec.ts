import { expect, type Locator, test } from "@playwright/test";
import { borderContrast } from "./contrast-support";
import { gotoReady } from "./support";

async function expectVisibleBoundary(control: Locator) {
  await expect(control).toBeVisible();
  const { inside, outside } = await borderContrast(control);
  expect(inside, "border against the control's own background").toBeGreaterThanOrEqual(3);
  expect(outside, "border against the background around it").toBeGreaterThanOrEqual(3);
}

for (const theme of ["dark", "light"] as const) {
  test.describe(`form control borders (WCAG 1.4.11), ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem("theme", value), theme);
    });

    test("contact form and the compliance standard picker", async ({ page }) => {
      await gotoReady(page, "/");
      const form = page.getByRole("form", { name: "Contact form" });
      for (const label of ["Name", "Email", "Organization Size", "Message"]) {
        await expectVisibleBoundary(form.getByLabel(label));
      }
      const pricing = page.locator("#pricing");
      await pricing.getByRole("tab", { name: "Compliance Packages" }).click();
      await expectVisibleBoundary(pricing.getByRole("combobox", { name: "Compliance standard" }));
    });

    test("blog search, waitlist and sign-in fields", async ({ page }) => {
      await gotoReady(page, "/blog");
      await expectVisibleBoundary(page.getByRole("searchbox", { name: "Search articles" }));
      await gotoReady(page, "/service-builder");
      await expectVisibleBoundary(page.getByLabel("Work e-mail"));
      await gotoReady(page, "/auth");
      await expectVisibleBoundary(page.getByLabel("Username"));
    });
  });
}
