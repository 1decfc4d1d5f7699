import { expect, type Locator, type Page } from "@playwright/test";
import { aLead, seedBuilder, storeSessionId, test } from "./builder-support";
import { gotoReady } from "./support";

/** Presses Tab until `target` has focus: it must be reachable in the tab order. */
async function tabTo(page: Page, target: Locator, most = 80) {
  for (let presses = 0; presses < most; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

test("the lead and assessment steps work from the keyboard", async ({ page }) => {
  const lead = aLead("keyboard");
  await gotoReady(page, "/sb/lead");

  // Lead: fields in order, the size chips with Space and the arrow keys, Enter to go on.
  await tabTo(page, page.getByLabel("Company name"));
  await page.keyboard.type(lead.company);
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Your name")).toBeFocused();
  await page.keyboard.type(lead.contact);
  await page.keyboard.press("Tab");
  await page.keyboard.type(lead.email);
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Phone")).toBeFocused();
  await page.keyboard.press("Tab");
  const small = page.getByRole("radio", { name: "1-10 employees" });
  await expect(small).toBeFocused();
  await page.keyboard.press("Space");
  await expect(small).toBeChecked();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("radio", { name: "11-50 employees" })).toBeChecked();
  await tabTo(page, page.getByRole("button", { name: "Continue to assessment" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/sb\/assessment$/);

  // Assessment: a location added, chips toggled with Space.
  await tabTo(page, page.getByRole("button", { name: "Add location" }));
  await page.keyboard.press("Enter");
  await expect(page.getByLabel("Location 2 name")).toHaveValue("Location 2");
  const hipaa = page.getByRole("checkbox", { name: "HIPAA", exact: true });
  await tabTo(page, hipaa);
  await page.keyboard.press("Space");
  await expect(hipaa).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "None of these" })).not.toBeChecked();
  const soon = page.getByRole("radio", { name: "As soon as possible" });
  await tabTo(page, soon);
  await page.keyboard.press("Space");
  await expect(soon).toBeChecked();
  await tabTo(page, page.getByRole("button", { name: "See recommendations" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/sb\/recommendations$/);
});

test("the recommendations step works from the keyboard", async ({ page, request }) => {
  const sessionId = await seedBuilder(request, { stepReached: "recommendations", tag: "keys" });
  await storeSessionId(page, sessionId);
  await gotoReady(page, "/sb/recommendations");

  // Recommendations: include all with Enter, leave one out with Space.
  await tabTo(page, page.getByRole("button", { name: "Include all recommendations" }));
  await page.keyboard.press("Enter");
  await expect(page.getByText(/^(\d+) of \1 recommended services included$/)).toBeVisible();
  const gap = page.getByRole("checkbox", { name: "Include Annual Compliance Gap Assessment" });
  await tabTo(page, gap);
  await page.keyboard.press("Space");
  await expect(gap).not.toBeChecked();
  await tabTo(page, page.getByRole("button", { name: "Configure locations" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/sb\/configure$/);
});

test("the configure and summary steps work from the keyboard", async ({ page, request }) => {
  const sessionId = await seedBuilder(request, { stepReached: "configure", tag: "keys-conf" });
  await storeSessionId(page, sessionId);
  await gotoReady(page, "/sb/configure");

  // Configure: a quantity typed, a price explained (Enter opens, Escape closes), a location.
  const quantity = page.getByLabel("Quantity of Multi-Factor Authentication");
  await tabTo(page, quantity);
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type("30");
  await expect(quantity).toHaveValue("30");
  const explain = page.getByRole("button", { name: "How HIPAA Compliance Readiness is priced" });
  await tabTo(page, explain);
  await page.keyboard.press("Enter");
  const popover = page.getByRole("dialog").filter({ hasText: "Risk multiplier" });
  await expect(popover).toBeVisible();
  await expect(popover).toContainText("HIPAA Compliance Readiness");
  await expect(popover).toContainText("x1.15 at high risk");
  await page.keyboard.press("Escape");
  await expect(popover).toBeHidden();
  await expect(explain).toBeFocused();
  const branch = page
    .getByRole("navigation", { name: "Locations" })
    .getByRole("button", { name: /^Satellite clinic/ });
  await tabTo(page, branch);
  await page.keyboard.press("Enter");
  await expect(branch).toHaveAttribute("aria-current", "true");
  await expect(page.getByRole("table", { name: "Services at Satellite clinic" })).toBeVisible();
  await tabTo(page, page.getByRole("button", { name: "Review summary" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/sb\/summary$/);

  // Summary: saved with Enter.
  await tabTo(page, page.getByRole("button", { name: "Save configuration" }));
  await page.keyboard.press("Enter");
  await expect(page.getByText("Saved as version 1", { exact: true })).toBeVisible();
});
