import type { Locator, Page } from "@playwright/test";
import { type Account, test as accountsTest, expect, signIn } from "./accounts";
import { savedConfiguration } from "./quote-support";
import { asVisitor, gotoReady, waitUntilOpen } from "./support";

/**
 * Issue 34 "Forms" (decision 060): every refused save puts focus on the first field in error
 * and the form's alert names it, whether the form's own check refused it or the server's 400.
 * Each test submits one representative admin form invalid.
 */
const test = accountsTest.extend({
  // A visitor of its own: the builder's lead step counts leads per client.
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  extraHTTPHeaders: async ({}, use) => {
    await use(asVisitor().headers);
  },
});

const at = (path: string) => `/auth?redirectTo=${encodeURIComponent(path)}`;

/** Signs a new admin in at `path` and opens the dialog that `button` opens. */
async function openDialog(
  page: Page,
  accounts: { create(): Promise<Account> },
  path: string,
  button: string,
  name: string,
) {
  await signIn(page, await accounts.create(), at(path));
  await page.getByRole("button", { name: button }).click();
  const dialog = page.getByRole("dialog", { name });
  await waitUntilOpen(dialog);
  return dialog;
}

/** The refusal: the field has focus, is marked and described by its message, and is named. */
async function expectRefused(scope: Locator | Page, field: Locator, alert: string | RegExp) {
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  const described = await field.getAttribute("aria-describedby");
  expect(described, "the field points at its message").toBeTruthy();
  await expect(scope.getByRole("alert").filter({ hasText: alert })).toBeVisible();
}

test("catalogue: a new service saved empty focuses Name and names every missing field", async ({
  page,
  accounts,
}) => {
  const dialog = await openDialog(page, accounts, "/admin/catalog", "New service", "New service");
  await dialog.getByRole("button", { name: "Create service" }).click();
  await expectRefused(dialog, dialog.getByLabel("Name"), /^Check Name, Category, Description/);
  // Fixed fields drop out of the next refusal's message; the first still wrong takes focus.
  await dialog.getByLabel("Name").fill("Dark Web Monitoring");
  await dialog.getByLabel("Category").fill("Identity & Access");
  await dialog.getByRole("button", { name: "Create service" }).click();
  await expectRefused(dialog, dialog.getByLabel("Description"), /^Check Description/);
});

test("users: a new user with a short password focuses Initial password and names it", async ({
  page,
  accounts,
}) => {
  const dialog = await openDialog(page, accounts, "/admin/users", "Add user", "Add a user");
  await dialog.getByLabel("Full name").fill("Morgan Hale");
  await dialog.getByLabel("Username").fill(`hire-${Date.now() % 1_000_000}`);
  await dialog.getByLabel("Initial password").fill("short");
  await dialog.getByRole("button", { name: "Create user" }).click();
  await expectRefused(
    dialog,
    dialog.getByLabel("Initial password"),
    "Check Initial password before you save.",
  );
});

test("prospects: a new prospect with a bad e-mail focuses E-mail and names it", async ({
  page,
  accounts,
}) => {
  const dialog = await openDialog(
    page,
    accounts,
    "/admin/prospects",
    "New prospect",
    "New prospect",
  );
  await dialog.getByLabel("Company").fill("Harbor Dental");
  await dialog.getByLabel("Contact name").fill("Dana Reyes");
  await dialog.getByLabel("E-mail").fill("not an address");
  await dialog.getByRole("button", { name: "Create prospect" }).click();
  await expectRefused(dialog, dialog.getByLabel("E-mail"), "Check E-mail before you create.");
});

test("prospects: a tag over 40 characters marks and names the Tags field", async ({
  page,
  accounts,
}) => {
  const dialog = await openDialog(
    page,
    accounts,
    "/admin/prospects",
    "New prospect",
    "New prospect",
  );
  await dialog.getByLabel("Company").fill("Harbor Dental");
  await dialog.getByLabel("Contact name").fill("Dana Reyes");
  await dialog.getByLabel("E-mail").fill("dana@harbor-dental.example");
  await dialog.getByLabel("Tags").fill(`dental, ${"x".repeat(41)}`);
  await dialog.getByRole("button", { name: "Create prospect" }).click();
  await expectRefused(dialog, dialog.getByLabel("Tags"), "Check Tags before you create.");
});

test("settings: the company profile refused by its own check, then by the server", async ({
  page,
  accounts,
}) => {
  await signIn(page, await accounts.create(), at("/admin/settings?tab=company"));
  const sales = page.getByLabel("Sales e-mail");
  await sales.fill("not an address");
  await page.getByRole("button", { name: "Save company profile" }).click();
  await expectRefused(page, sales, "Check Sales e-mail before you save.");

  // The server's 400 names a field too: the same focus and message. The browser's check is
  // passed by answering the save with the API's own envelope for a refused field.
  await sales.fill("sales@sentinelforge.example");
  await page.route("**/api/admin/company-profile", (route) =>
    route.request().method() === "PUT"
      ? route.fulfill({
          status: 400,
          contentType: "application/json",
          body: JSON.stringify({
            data: null,
            success: false,
            message: "Some fields need a look",
            errors: { phone: "Enter a phone number" },
            timestamp: new Date().toISOString(),
          }),
        })
      : route.continue(),
  );
  await page.getByRole("button", { name: "Save company profile" }).click();
  await expectRefused(page, page.getByLabel("Phone"), "Check Phone before you save.");
});

test("quotes: share and extend dialogs focus the days and name them", async ({
  page,
  accounts,
  request,
}) => {
  const unique = `refuse-${Date.now() % 1_000_000}${Math.floor(Math.random() * 100)}`;
  const { id } = await savedConfiguration(request, unique, `Clinic plan ${unique}`);

  await signIn(page, await accounts.create(), at(`/admin/service-configurations?id=${id}`));
  await page.getByRole("button", { name: "Share", exact: true }).click();
  const share = page.getByRole("dialog", { name: "Share this quote" });
  await waitUntilOpen(share);
  const days = share.getByLabel("Link valid for (days)");
  await days.fill("0");
  await share.getByRole("button", { name: "Create link" }).click();
  await expectRefused(share, days, "Check Link valid for (days) before you create the link.");
  await days.fill("30");
  await share.getByRole("button", { name: "Create link" }).click();
  const created = page.getByRole("dialog", { name: "Share link created" });
  await created.getByRole("button", { name: "Done" }).click();

  await page.getByRole("tab", { name: /Share links/ }).click();
  await page
    .getByRole("button", { name: /^Extend/ })
    .first()
    .click();
  const extend = page.getByRole("dialog", { name: /^Extend link/ });
  await waitUntilOpen(extend);
  const open = extend.getByLabel("Open for (days)");
  await open.fill("9999");
  await extend.getByRole("button", { name: "Extend" }).click();
  await expectRefused(extend, open, "Check Open for (days) before you extend the link.");
});

test("sign-in: an empty submit focuses Username and names both fields", async ({ page }) => {
  await gotoReady(page, "/auth");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expectRefused(
    page,
    page.getByLabel("Username"),
    "Check Username and Password before you sign in.",
  );
});

test("public forms: the contact form and the waitlist name and focus what to fix", async ({
  page,
}) => {
  await gotoReady(page, "/");
  const contact = page.getByRole("form", { name: "Contact form" });
  await contact.getByRole("button", { name: "Submit Request" }).click();
  await expectRefused(
    contact,
    contact.getByLabel("Name"),
    "Check Name and Email before you submit.",
  );
  // Typing a fix takes its message away; the next refusal names only what is still wrong.
  await contact.getByLabel("Name").fill("Jordan Avery");
  await contact.getByRole("button", { name: "Submit Request" }).click();
  await expectRefused(contact, contact.getByLabel("Email"), "Check Email before you submit.");

  await gotoReady(page, "/service-builder");
  const signUp = page.getByRole("form", { name: "Waitlist sign-up" });
  await signUp.getByRole("button", { name: "Notify Me" }).click();
  await expectRefused(
    signUp,
    signUp.getByLabel("Work e-mail"),
    "Check Work e-mail before you sign up.",
  );
});
