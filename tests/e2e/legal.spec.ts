import { expect, type Page, test } from "@playwright/test";
import { gotoReady } from "./support";

/** The company profile the e2e server is seeded with (settings, decision 006). */
const company = {
  name: "Sentinel Forge IT",
  address: "1200 Harbor Point Drive, Suite 400",
  email: "support@sentinelforge.example",
  phone: "+1 (410) 555-0142",
};

async function expectContactDetails(page: Page) {
  const contact = page.getByRole("region", { name: /Contact$/ });
  await expect(contact.getByText(company.name, { exact: true })).toBeVisible();
  await expect(contact.getByText(company.address)).toBeVisible();
  await expect(contact.getByRole("link", { name: company.email })).toHaveAttribute(
    "href",
    `mailto:${company.email}`,
  );
  await expect(contact.getByRole("link", { name: company.phone })).toHaveAttribute(
    "href",
    "tel:+14105550142",
  );
}

test.describe("legal pages", () => {
  test("the privacy policy: sections, last-updated date, contact details, title", async ({
    page,
  }) => {
    const response = await gotoReady(page, "/privacy-policy");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Privacy Policy | Sentinel Forge IT");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
    await expect(page.getByText(/^Last updated: [A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible();
    const headings = page.locator("main h2");
    expect(await headings.count()).toBeGreaterThanOrEqual(8);
    await expect(headings.first()).toHaveText("1. Who we are");
    await expectContactDetails(page);
  });

  test("the privacy policy truthfully lists what the product stores", async ({ page }) => {
    await gotoReady(page, "/privacy-policy");
    const collected = page.getByRole("region", { name: "What we collect and why" });
    for (const text of [
      "Contact inquiries",
      "organization size",
      "Service Builder waitlist",
      "Staff accounts",
      "Server logs",
    ]) {
      await expect(collected.getByText(text, { exact: false }).first()).toBeVisible();
    }
    const cookies = page.locator("#cookies");
    for (const name of ["sb_session_id", "sb-session-id", "sb-client-id", "theme", "sid"]) {
      await expect(cookies.getByRole("rowheader", { name, exact: true })).toBeVisible();
    }
    await expect(cookies).toContainText("None is used for analytics or advertising");
  });

  test("the footer's Cookies link opens the cookies section", async ({ page }) => {
    await gotoReady(page, "/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Cookies" }).click();
    await expect(page).toHaveURL(/\/privacy-policy#cookies$/);
    await expect(
      page.getByRole("heading", { name: "3. Cookies and browser storage" }),
    ).toBeInViewport();
  });

  test("the terms of service: sections, last-updated date, contact details, title", async ({
    page,
  }) => {
    const response = await gotoReady(page, "/terms-of-service");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Terms of Service | Sentinel Forge IT");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of Service");
    await expect(page.getByText(/^Last updated: [A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible();
    for (const heading of [
      "About these terms",
      "Acceptable use",
      "Pricing, case studies and other information",
      "Reporting security issues",
      "Governing law and changes",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    await expectContactDetails(page);
  });

  test("the contents list jumps to its section", async ({ page }) => {
    await gotoReady(page, "/terms-of-service");
    await page
      .getByRole("navigation", { name: "Contents" })
      .getByRole("link", { name: "Intellectual property" })
      .click();
    await expect(page).toHaveURL(/#intellectual-property$/);
    await expect(page.getByRole("heading", { name: /Intellectual property$/ })).toBeInViewport();
  });

  test("both pages are server-rendered", async ({ request }) => {
    const privacy = await (await request.get("/privacy-policy")).text();
    expect(privacy).toContain('id="cookies"');
    expect(privacy).toContain("sb-client-id");
    const terms = await (await request.get("/terms-of-service")).text();
    expect(terms).toContain("Acceptable use");
    expect(terms).toContain(company.email);
  });
});
