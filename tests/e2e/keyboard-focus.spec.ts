import { expect, type Page, type Route, test } from "@playwright/test";
import { CAROUSEL_INTERVAL_MS } from "../../app/features/blog/landing-posts";
import { gotoLanding, pauseClockNow } from "./landing-support";
import { openPricing } from "./pricing-support";
import { failure, gate } from "./support";

const first = "API-First Strategy for the Composable Enterprise";
const second = "Zero Trust Architecture: A Practical Roadmap for Mid-Sized Businesses";

function activeSlide(page: Page) {
  return page.locator('#blog [aria-roledescription="slide"][data-state="active"]');
}

test.describe("featured carousel (WCAG 2.2.2)", () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
    await gotoLanding(page);
    await pauseClockNow(page);
  });

  test("holds while a slide's button has focus, so focus is never thrown away", async ({
    page,
  }) => {
    const read = activeSlide(page).getByRole("button", { name: /^Read article/ });
    await read.focus();
    await page.clock.runFor(3 * CAROUSEL_INTERVAL_MS);
    await expect(read).toBeFocused();
    await expect(activeSlide(page)).toContainText(first);

    await page.locator("#contact").focus();
    await page.clock.runFor(CAROUSEL_INTERVAL_MS);
    await expect(activeSlide(page)).toContainText(second);
  });

  test("holds while the pointer is over it and resumes when it leaves", async ({ page }) => {
    await activeSlide(page).hover();
    await page.clock.runFor(3 * CAROUSEL_INTERVAL_MS);
    await expect(activeSlide(page)).toContainText(first);
    await page.mouse.move(0, 0);
    await page.clock.runFor(CAROUSEL_INTERVAL_MS);
    await expect(activeSlide(page)).toContainText(second);
  });

  test("a visible button pauses and plays the slide show", async ({ page }) => {
    const pause = page.getByRole("button", { name: "Pause automatic slide show" });
    await expect(pause).toBeVisible();
    await pause.click();
    const play = page.getByRole("button", { name: "Play automatic slide show" });
    await expect(play).toBeFocused();
    await page.locator("#contact").focus();
    await page.mouse.move(0, 0);
    await page.clock.runFor(3 * CAROUSEL_INTERVAL_MS);
    await expect(activeSlide(page)).toContainText(first);

    await play.click();
    await expect(pause).toBeFocused();
    await page.locator("#contact").focus();
    await page.mouse.move(0, 0);
    await page.clock.runFor(CAROUSEL_INTERVAL_MS);
    await expect(activeSlide(page)).toContainText(second);
  });
});

test.describe("tab panels", () => {
  test("a panel reached with Tab shows the focus ring", async ({ page }) => {
    await gotoLanding(page);
    const cases = page.locator("#case-studies");
    await cases.getByRole("tab", { name: "Overview" }).focus();
    await page.keyboard.press("Tab");
    const panel = cases.getByRole("tabpanel", { name: "Overview" });
    await expect(panel).toBeFocused();
    await expect(panel).toHaveCSS("outline-style", "solid");
    await expect(panel).toHaveCSS("outline-width", "2px");
    await expect(panel).toHaveCSS("outline-color", "rgb(56, 208, 236)");
  });

  test("so does a pricing panel", async ({ page }) => {
    const pricing = await openPricing(page);
    await pricing.getByRole("tab", { name: "User Protection Suite" }).focus();
    await page.keyboard.press("Tab");
    const panel = pricing.getByRole("tabpanel");
    await expect(panel).toBeFocused();
    await expect(panel).toHaveCSS("outline-style", "solid");
  });
});

test("focus in the plan table stays put when the glossary tooltips' code arrives", async ({
  page,
}) => {
  const held = gate();
  await page.route(/\/assets\/tooltip-[\w-]+\.js$/, async (route) => {
    await held.opened;
    await route.continue();
  });
  await gotoLanding(page);
  const trigger = page.locator("#pricing").getByRole("button", { name: "Dark Web Monitoring" });
  await trigger.focus();
  await expect(trigger).not.toHaveAttribute("data-state");
  held.open();
  // Radix marks its triggers: the rows now hold the tooltip-enabled controls.
  await expect(trigger).toHaveAttribute("data-state", /closed|delayed-open|instant-open/);
  await expect(trigger).toBeFocused();
});

test("'Contact Sales Team' moves focus to the contact section", async ({ page }) => {
  const pricing = await openPricing(page);
  await pricing.getByRole("button", { name: "Contact Sales Team" }).click();
  await expect(page.locator("#contact")).toBeFocused();
  await expect(page.getByRole("heading", { name: "Get in Touch" })).toBeInViewport();
});

test.describe("contact form focus", () => {
  async function fillIn(page: Page) {
    const form = page.getByRole("form", { name: "Contact form" });
    await form.getByLabel("Name").fill("Morgan Lee");
    await form.getByLabel("Email").fill("morgan.lee@example.com");
    return form;
  }

  test("keeps focus on the button while sending, ignores a second submit, then goes to the confirmation", async ({
    page,
  }) => {
    const held = gate();
    let posts = 0;
    await page.route("**/api/inquiries", async (route: Route) => {
      posts++;
      await held.opened;
      await route.continue();
    });
    await gotoLanding(page);
    const form = await fillIn(page);
    const submit = form.getByRole("button", { name: /Submit Request/ });
    await submit.focus();
    await page.keyboard.press("Enter");
    await expect(submit).toHaveAttribute("aria-disabled", "true");
    await expect(submit).toBeFocused();
    await expect.poll(() => posts).toBe(1);
    await page.keyboard.press("Enter");
    // Playwright waits for aria-disabled controls to enable; a person can click anyway.
    await submit.click({ force: true });

    held.open();
    const confirmation = form.getByText(/^Thank you for your message!/);
    await expect(confirmation).toBeFocused();
    await expect(submit).not.toHaveAttribute("aria-disabled");
    expect(posts).toBe(1);
  });

  test("a refused submission moves focus to the first field in error", async ({ page }) => {
    await page.route("**/api/inquiries", (route) =>
      route.fulfill(
        failure(400, "Validation failed", { email: "This e-mail domain does not accept mail" }),
      ),
    );
    await gotoLanding(page);
    const form = await fillIn(page);
    await form.getByRole("button", { name: "Submit Request" }).click();
    await expect(form.getByLabel("Email")).toBeFocused();
  });

  test("a failure without a field moves focus to the message that explains it", async ({
    page,
  }) => {
    await page.route("**/api/inquiries", (route) => route.abort());
    await gotoLanding(page);
    const form = await fillIn(page);
    await form.getByRole("button", { name: "Submit Request" }).click();
    await expect(form.getByRole("alert")).toBeFocused();
    await expect(form.getByRole("alert")).toContainText("could not be sent");
  });
});

test.describe("chat panel (a non-modal dialog)", () => {
  test("follows its launcher, takes focus when opened and gives it back on close", async ({
    page,
  }) => {
    await gotoLanding(page);
    const launcher = page.getByRole("button", { name: "Live chat" });
    const panel = page.getByRole("dialog", { name: "Chat with us" });
    const launcherFirst = await launcher.evaluate(
      (button) =>
        !!(
          button.compareDocumentPosition(
            document.querySelector('[data-testid="chat-panel"]') as Node,
          ) & Node.DOCUMENT_POSITION_FOLLOWING
        ),
    );
    expect(launcherFirst).toBe(true);

    await launcher.click();
    await expect(panel.getByRole("button", { name: "Send us a message" })).toBeFocused();
    await expect(panel).toHaveAccessibleDescription(/Live chat is not available yet/);
    await page.keyboard.press("Shift+Tab");
    await expect(panel.getByRole("button", { name: "Close chat" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(panel).toBeHidden();
    await expect(launcher).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(panel).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(launcher).toBeFocused();
  });
});
