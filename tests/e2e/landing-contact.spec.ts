import { expect, type Page, test } from "@playwright/test";
import { E2E_ADMIN } from "./e2e-admin";
import { gotoLanding } from "./landing-support";
import { failure, gate } from "./support";

function form(page: Page) {
  return page.getByRole("form", { name: "Contact form" });
}

test.describe("contact", () => {
  test("shows the company's address, phone and e-mail addresses from the settings", async ({
    page,
  }) => {
    await gotoLanding(page);
    const section = page.locator("#contact");
    await expect(section.getByRole("heading", { name: "Get in Touch" })).toBeVisible();
    await expect(section.getByText("1200 Harbor Point Drive, Suite 400")).toBeVisible();
    await expect(section.getByRole("link", { name: "+1 (410) 555-0142" })).toHaveAttribute(
      "href",
      "tel:+14105550142",
    );
    await expect(
      section.getByRole("link", { name: "support@sentinelforge.example" }),
    ).toHaveAttribute("href", "mailto:support@sentinelforge.example");
    await expect(section.getByRole("link", { name: "sales@sentinelforge.example" })).toBeVisible();
    await expect(form(page).getByLabel("Organization Size").locator("option")).toHaveText([
      "Select organization size",
      "1-10 employees",
      "11-50 employees",
      "51-200 employees",
      "201-500 employees",
      "501+ employees",
    ]);
  });

  test("a valid submission is stored, confirmed, and clears the form", async ({
    page,
    playwright,
    baseURL,
  }) => {
    await gotoLanding(page);
    const contact = form(page);
    await contact.getByLabel("Name").fill("Jordan Avery");
    await contact.getByLabel("Email").fill("jordan.avery@example.com");
    await contact.getByLabel("Organization Size").selectOption("51-200");
    await contact.getByLabel("Message").fill("We need help preparing for SOC 2 Type II.");
    const posted = page.waitForResponse((response) => response.url().endsWith("/api/inquiries"));
    await contact.getByRole("button", { name: "Submit Request" }).click();

    const response = await posted;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toEqual({
      name: "Jordan Avery",
      email: "jordan.avery@example.com",
      organizationSize: "51-200",
      message: "We need help preparing for SOC 2 Type II.",
    });
    await expect(contact.getByRole("status")).toHaveText(
      "Thank you for your message! Your inquiry has been sent to jordan.avery@example.com and we will get back to you soon.",
    );
    await expect(contact.getByLabel("Name")).toHaveValue("");
    await expect(contact.getByLabel("Email")).toHaveValue("");
    await expect(contact.getByLabel("Organization Size")).toHaveValue("");
    await expect(contact.getByLabel("Message")).toHaveValue("");

    // Staff see it through the API (seed 001 §7: GET /api/inquiries?limit=&offset=).
    const staff = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { origin: baseURL ?? "" },
    });
    expect((await staff.post("/api/auth/login", { data: E2E_ADMIN })).status()).toBe(200);
    const listed = await staff.get("/api/inquiries?limit=100&offset=0");
    expect(listed.status()).toBe(200);
    const { data } = await listed.json();
    expect(data).toContainEqual(
      expect.objectContaining({
        name: "Jordan Avery",
        email: "jordan.avery@example.com",
        organizationSize: "51-200",
        message: "We need help preparing for SOC 2 Type II.",
      }),
    );
    await staff.dispose();
  });

  test("name and a valid e-mail address are required; nothing is sent until they are", async ({
    page,
  }) => {
    await gotoLanding(page);
    let posts = 0;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/inquiries")) posts++;
    });
    const contact = form(page);
    await contact.getByRole("button", { name: "Submit Request" }).click();
    await expect(contact.getByText("Enter your name")).toBeVisible();
    await expect(contact.getByText("Enter your e-mail address")).toBeVisible();
    await expect(contact.getByLabel("Name")).toBeFocused();
    await expect(contact.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");

    await contact.getByLabel("Name").fill("Jordan");
    await contact.getByLabel("Email").fill("jordan@");
    await contact.getByRole("button", { name: "Submit Request" }).click();
    await expect(contact.getByText("Enter a valid e-mail address")).toBeVisible();
    await expect(contact.getByText("Enter your name")).toBeHidden();
    expect(posts).toBe(0);
  });

  test("a refused submission keeps what was typed and shows the API's field errors", async ({
    page,
  }) => {
    await page.route("**/api/inquiries", (route) =>
      route.fulfill(
        failure(400, "Validation failed", { email: "This e-mail domain does not accept mail" }),
      ),
    );
    await gotoLanding(page);
    const contact = form(page);
    await contact.getByLabel("Name").fill("Jordan Avery");
    await contact.getByLabel("Email").fill("jordan@example.com");
    await contact.getByLabel("Message").fill("Please call me back.");
    await contact.getByRole("button", { name: "Submit Request" }).click();
    await expect(contact.getByText("This e-mail domain does not accept mail")).toBeVisible();
    await expect(contact.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
    await expect(contact.getByLabel("Name")).toHaveValue("Jordan Avery");
    await expect(contact.getByLabel("Message")).toHaveValue("Please call me back.");
    await expect(contact.getByText(/^Thank you for your message!/)).toHaveCount(0);
  });

  test("a rate-limited submission says so and keeps what was typed", async ({ page }) => {
    await page.route("**/api/inquiries", (route) =>
      route.fulfill(failure(429, "Rate limit exceeded, retry in 10 minutes")),
    );
    await gotoLanding(page);
    const contact = form(page);
    await contact.getByLabel("Name").fill("Jordan Avery");
    await contact.getByLabel("Email").fill("jordan@example.com");
    await contact.getByRole("button", { name: "Submit Request" }).click();
    await expect(contact.getByRole("alert")).toContainText("wait a few minutes");
    await expect(contact.getByLabel("Email")).toHaveValue("jordan@example.com");
  });

  test("while sending, the button says so and the form keeps a single live region", async ({
    page,
  }) => {
    const held = gate();
    await page.route("**/api/inquiries", async (route) => {
      await held.opened;
      await route.continue();
    });
    await gotoLanding(page);
    const contact = form(page);
    await contact.getByLabel("Name").fill("Jordan Avery");
    await contact.getByLabel("Email").fill("jordan.avery@example.com");
    await contact.getByRole("button", { name: "Submit Request" }).click();

    const sending = contact.getByRole("button", { name: "Sending Submit Request" });
    await expect(sending).toHaveAttribute("aria-disabled", "true");
    await expect(contact.getByRole("status")).toHaveCount(1);
    held.open();
    await expect(contact.getByRole("status")).toHaveText(/^Thank you for your message!/);
    await expect(sending).toHaveCount(0);
  });

  test("the honeypot field is invisible to people and assistive technology", async ({ page }) => {
    await gotoLanding(page);
    const honeypot = form(page).locator("input[data-honeypot]");
    await expect(honeypot).toBeAttached();
    await expect(honeypot).not.toBeInViewport();
    await expect(honeypot).toHaveAttribute("tabindex", "-1");
    await expect(form(page).getByRole("textbox", { name: "Website" })).toHaveCount(0);
  });
});
