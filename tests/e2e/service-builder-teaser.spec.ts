import type { Page, Route } from "@playwright/test";
import { expect, test } from "./accounts";
import { E2E_ADMIN } from "./e2e-admin";
import { envelope, failure, gate, gotoReady } from "./support";

const THANKS = "Thanks for subscribing!";
const THANKS_DETAIL = "We'll notify you as soon as Service Builder is ready.";

function signUp(page: Page) {
  return page.getByRole("form", { name: "Waitlist sign-up" });
}

async function submit(page: Page, email: string) {
  await signUp(page).getByLabel("Work e-mail").fill(email);
  await signUp(page).getByRole("button", { name: "Notify Me" }).click();
}

test.describe("Service Builder teaser", () => {
  for (const path of ["/service-builder", "/service-builder/configure/step-2"]) {
    test(`${path} shows the teaser of seed 000 §2`, async ({ page }) => {
      const response = await gotoReady(page, path);
      expect(response?.status()).toBe(200);
      await expect(page.getByText("Coming Soon", { exact: true })).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Service Builder");
      await expect(page.getByRole("heading", { level: 3 })).toContainText([
        "Intelligent Security Assessment",
        "Custom Service Configuration",
        "Real-time Pricing Calculator",
        "Implementation Timeline",
      ]);
      await expect(page.getByRole("heading", { name: "Be the First to Know" })).toBeVisible();
      const timeline = page.getByRole("region", { name: "The road to launch" });
      await expect(timeline.getByRole("listitem")).toHaveText([
        /Q2 2025\s*Beta Testing/,
        /Q3 2025\s*Public Launch/,
      ]);
      await expect(page.getByRole("link", { name: "Contact Sales" })).toHaveAttribute(
        "href",
        "/#contact",
      );
      await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
      // The one way from the teaser into the working Service Builder (issue 10).
      await expect(page.locator('main a[href^="/sb"]')).toHaveCount(1);
      await expect(page.getByRole("link", { name: "Start configuring now" })).toHaveAttribute(
        "href",
        "/sb/lead",
      );
    });
  }

  test("says what works now and what comes with the launch (issue 34)", async ({ page }) => {
    await gotoReady(page, "/service-builder");
    // The seed's badge heads the hero; the way into the working builder is not beside it.
    const hero = page
      .locator("div")
      .filter({ has: page.getByRole("heading", { level: 1 }) })
      .last();
    await expect(hero.getByText("Coming Soon", { exact: true })).toBeVisible();
    await expect(hero.getByText("The public launch · early access is open today")).toBeVisible();
    await expect(hero.getByRole("link", { name: "Start configuring now" })).toHaveCount(0);
    const early = page.getByRole("region", { name: "Early access is open" });
    await expect(early.getByRole("link", { name: "Start configuring now" })).toHaveAttribute(
      "href",
      "/sb/lead",
    );
    await expect(early.getByText("Coming Soon", { exact: true })).toHaveCount(0);
    // Each feature card says whether it works today.
    const cards = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { level: 3 }) });
    await expect(cards.filter({ hasText: "Intelligent Security Assessment" })).toContainText(
      "Live in early access",
    );
    await expect(cards.filter({ hasText: "Real-time Pricing Calculator" })).toContainText(
      "Live in early access",
    );
    await expect(cards.filter({ hasText: "Implementation Timeline" })).toContainText(
      "Coming with the public launch",
    );
    const timeline = page.getByRole("region", { name: "The road to launch" });
    await expect(timeline.getByRole("listitem").first()).toContainText("Open now as early access");
    await expect(page.getByText("before the launch")).toHaveCount(0);
  });

  test("the landing page leads to the builder; the header's 'Service Builder' to the teaser", async ({
    page,
  }) => {
    await gotoReady(page, "/");
    // Seed 000 §2: the header's link goes to the teaser.
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Service Builder" }),
    ).toHaveAttribute("href", "/service-builder");
    const pricing = page.getByRole("region", { name: "Enterprise Security Pricing" });
    const cta = pricing.getByRole("link", { name: "Build your quote" });
    await expect(cta).toHaveAttribute("href", "/sb/lead");
    // The seed's fixed texts beside it stay.
    await expect(page.getByRole("link", { name: "Schedule a Call" })).toHaveAttribute(
      "href",
      "#contact",
    );
    await cta.click();
    await expect(page).toHaveURL(/\/sb\/lead$/);
    await expect(page.getByRole("heading", { name: "Tell us about your company" })).toBeVisible();
  });

  test("stores a sign-up once even when submitted twice, shown through the admin API", async ({
    page,
    accounts,
    request,
  }) => {
    const address = `Waitlist.${Date.now()}@Example.com`;
    await gotoReady(page, "/service-builder");
    const posted = page.waitForResponse((response) => response.url().endsWith("/api/waitlist"));
    await submit(page, address);
    expect((await posted).status()).toBe(201);
    await expect(page.getByRole("heading", { name: THANKS })).toBeFocused();
    await expect(page.getByText(THANKS_DETAIL)).toBeVisible();
    await expect(signUp(page)).toHaveCount(0);

    await gotoReady(page, "/service-builder");
    await submit(page, address.toLowerCase());
    await expect(page.getByRole("heading", { name: THANKS })).toBeVisible();

    const admin = await accounts.api(E2E_ADMIN);
    const listed = await admin.get("/api/admin/waitlist?limit=100");
    expect(listed.status()).toBe(200);
    const entries: { email: string }[] = (await listed.json()).data;
    expect(entries.filter((entry) => entry.email.toLowerCase() === address.toLowerCase())).toEqual([
      expect.objectContaining({ email: address }),
    ]);
    await admin.dispose();

    expect((await request.get("/api/admin/waitlist")).status()).toBe(401);
  });

  test("acknowledges only once the server has stored the address", async ({ page }) => {
    await gotoReady(page, "/service-builder");
    const held = gate();
    await page.route("**/api/waitlist", async (route: Route) => {
      await held.opened;
      await route.fulfill({ status: 201, ...envelope({ email: "held@example.com" }) });
    });
    await submit(page, "held@example.com");
    await expect(signUp(page).getByRole("button", { name: /Notify Me/ })).toBeDisabled();
    await expect(page.getByText(THANKS)).toHaveCount(0);
    held.open();
    await expect(page.getByRole("heading", { name: THANKS })).toBeVisible();
  });

  test("a failure keeps the typed address and says what went wrong", async ({ page }) => {
    await gotoReady(page, "/service-builder");
    await page.route("**/api/waitlist", (route) =>
      route.fulfill(failure(429, "Rate limit exceeded")),
    );
    await submit(page, "kept@example.com");
    await expect(signUp(page).getByRole("alert")).toHaveText(
      "You have signed up several times in a short while. Please wait a few minutes and try again.",
    );
    await expect(signUp(page).getByLabel("Work e-mail")).toHaveValue("kept@example.com");

    await page.unroute("**/api/waitlist");
    await page.route("**/api/waitlist", (route) => route.abort("connectionrefused"));
    await signUp(page).getByRole("button", { name: "Notify Me" }).click();
    await expect(signUp(page).getByRole("alert")).toHaveText(
      "We could not save your sign-up. Please check your connection and try again.",
    );
    await expect(signUp(page).getByLabel("Work e-mail")).toHaveValue("kept@example.com");
    await expect(page.getByText(THANKS)).toHaveCount(0);
  });

  test("an empty or malformed address is refused before anything is sent", async ({ page }) => {
    await gotoReady(page, "/service-builder");
    let posts = 0;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/waitlist")) posts++;
    });
    const email = signUp(page).getByLabel("Work e-mail");
    await signUp(page).getByRole("button", { name: "Notify Me" }).click();
    await expect(signUp(page).getByText("Enter your e-mail address")).toBeVisible();
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await submit(page, "jordan@");
    await expect(signUp(page).getByText("Enter a valid e-mail address")).toBeVisible();
    await expect(email).toHaveValue("jordan@");
    expect(posts).toBe(0);
  });

  test("the server's field message is shown when it refuses the address", async ({ page }) => {
    await gotoReady(page, "/service-builder");
    await page.route("**/api/waitlist", (route) =>
      route.fulfill(
        failure(400, "Validation failed", { email: "This e-mail address is too long" }),
      ),
    );
    await submit(page, "valid@example.com");
    await expect(signUp(page).getByText("This e-mail address is too long")).toBeVisible();
    await expect(signUp(page).getByLabel("Work e-mail")).toHaveValue("valid@example.com");
  });
});
