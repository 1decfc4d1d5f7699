import { expect, type Page, test } from "@playwright/test";
import { CAROUSEL_INTERVAL_MS, MODAL_SCROLL_DELAY_MS } from "../../app/features/blog/landing-posts";
import { bodyOverflow, clickRevealed, gotoLanding, pauseClockNow } from "./landing-support";
import { waitUntilOpen } from "./support";

const featuredTitles = [
  "API-First Strategy for the Composable Enterprise",
  "Zero Trust Architecture: A Practical Roadmap for Mid-Sized Businesses",
  "DevSecOps: Shipping Fast Without Shipping Risk",
  "AIOps: Turning Alert Noise into Action",
];

function activeSlide(page: Page) {
  return page.locator('#blog [aria-roledescription="slide"][data-state="active"]');
}

test.describe("Latest Insights", () => {
  test("a carousel of the 4 featured posts, 3 more as cards, and 'View All Articles'", async ({
    page,
  }) => {
    await gotoLanding(page);
    const section = page.locator("#blog");
    await expect(section.getByRole("heading", { level: 2 })).toHaveText("Latest Insights");
    await expect(section.locator('[aria-roledescription="slide"]')).toHaveCount(4);
    await expect(activeSlide(page)).toContainText(featuredTitles[0] as string);
    await expect(section.getByRole("button", { name: /^Show featured article/ })).toHaveCount(4);
    const cards = section.locator("ul > li article");
    await expect(cards).toHaveCount(3);
    await expect(cards.getByRole("heading")).toHaveText([
      "Autonomous IT Operations: From Runbooks to Self-Healing Systems",
      "Quantum and AI: What Security Leaders Should Prepare for Now",
      "Edge Computing: Securing the New Perimeter",
    ]);
    await expect(cards.first()).toContainText("June 3, 2025");
    await expect(section.getByRole("link", { name: "View All Articles" })).toHaveAttribute(
      "href",
      "/blog",
    );
  });

  test("advances every 6000 ms, and a dot click stops it for good", async ({ page }) => {
    await page.clock.install();
    await gotoLanding(page);
    await pauseClockNow(page);
    await expect(activeSlide(page)).toContainText(featuredTitles[0] as string);
    // Find the first automatic step, then time the next one exactly.
    for (let waited = 0; waited <= CAROUSEL_INTERVAL_MS; waited += 100) {
      if ((await activeSlide(page).textContent())?.includes(featuredTitles[1] as string)) break;
      await page.clock.runFor(100);
    }
    await expect(activeSlide(page)).toContainText(featuredTitles[1] as string);
    await page.clock.runFor(CAROUSEL_INTERVAL_MS - 100);
    await expect(activeSlide(page)).toContainText(featuredTitles[1] as string);
    await page.clock.runFor(100);
    await expect(activeSlide(page)).toContainText(featuredTitles[2] as string);

    await page.getByRole("button", { name: /^Show featured article 1:/ }).click();
    await expect(activeSlide(page)).toContainText(featuredTitles[0] as string);
    await page.clock.runFor(30_000);
    await expect(activeSlide(page)).toContainText(featuredTitles[0] as string);
    await expect(page.getByRole("button", { name: /^Show featured article 1:/ })).toHaveAttribute(
      "aria-current",
      "true",
    );
  });

  test("the post modal shows every part, with the fallbacks of seed 000", async ({ page }) => {
    await gotoLanding(page);
    await page
      .getByRole("button", { name: "Quantum and AI: What Security Leaders Should Prepare for Now" })
      .click();
    const modal = page.getByRole("dialog", {
      name: "Quantum and AI: What Security Leaders Should Prepare for Now",
    });
    await expect(modal).toBeVisible();
    expect(await bodyOverflow(page)).toBe("hidden");
    await expect(modal.locator("img").first()).toHaveAttribute("src", /quantum-ai/);
    await expect(modal.getByRole("list", { name: "Tags" })).toContainText("Quantum AI");
    await expect(modal.getByText("May 20, 2025").first()).toBeVisible();
    await expect(
      modal.getByText(/^Practical quantum computers are still years away/),
    ).toBeVisible();
    for (const heading of [
      "Key Insights",
      "Emerging Trends",
      "Key Metrics",
      "Case Study",
      "Want to learn more?",
    ]) {
      await expect(modal.getByRole("heading", { name: heading })).toBeVisible();
    }
    // A metric without a width draws its bar at 50%.
    const bars = modal.getByTestId("metric-bar");
    await expect(bars.nth(1)).toHaveAttribute("style", /width: 50%/);
    await expect(bars.nth(0)).toHaveAttribute("style", /width: 34%/);
    // Case study with a title but no challenge and no results yet.
    await expect(modal.getByText("No challenge details available.")).toBeVisible();
    await expect(
      modal.getByText("Results are being compiled and will be available soon."),
    ).toBeVisible();
    await expect(modal.getByText("Published May 20, 2025")).toBeVisible();
  });

  test("the modal follows seed 000's order: image, tags, title, date, excerpt, sections", async ({
    page,
  }) => {
    await gotoLanding(page);
    const title = "Quantum and AI: What Security Leaders Should Prepare for Now";
    await clickRevealed(page.getByRole("button", { name: title }));
    const modal = page.getByRole("dialog", { name: title });
    await expect(modal).toBeVisible();
    await expect(modal).toHaveAccessibleDescription(/^May 20, 2025 · /);
    const parts = [
      modal.locator("img").first(),
      modal.getByRole("list", { name: "Tags" }),
      modal.getByRole("heading", { name: title }),
      modal.getByText("May 20, 2025").first(),
      modal.getByText(/^Practical quantum computers are still years away/),
      modal.getByRole("heading", { name: "Key Insights" }),
    ];
    const tops: number[] = [];
    for (const part of parts) {
      const box = await part.boundingBox();
      if (!box) throw new Error("part not laid out");
      tops.push(box.y);
    }
    expect([...tops].sort((a, b) => a - b)).toEqual(tops);
    expect(new Set(tops).size).toBe(tops.length);
  });

  test("the modal closes by its button, by Escape and by a click outside", async ({ page }) => {
    await gotoLanding(page);
    const open = page.getByRole("button", { name: "Edge Computing: Securing the New Perimeter" });
    const modal = page.getByRole("dialog", { name: "Edge Computing: Securing the New Perimeter" });

    await clickRevealed(open);
    await modal.getByRole("button", { name: "Close article" }).click();
    await expect(modal).toBeHidden();
    expect(await bodyOverflow(page)).not.toBe("hidden");

    await open.click();
    await expect(modal).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(modal).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await waitUntilOpen(modal);
    await page.mouse.click(5, 400);
    await expect(modal).toBeHidden();
  });

  test("'Schedule a Consultation' closes the modal, then scrolls to #contact after 300 ms", async ({
    page,
  }) => {
    await page.clock.install();
    await gotoLanding(page);
    await page.locator("#blog").scrollIntoViewIfNeeded();
    await activeSlide(page)
      .getByRole("button", { name: /^Read article/ })
      .click();
    const modal = page.getByRole("dialog");
    await expect(modal).toBeVisible();
    // Time stands still from here: only runFor() moves it.
    await pauseClockNow(page);
    await modal.getByRole("button", { name: "Schedule a Consultation" }).click();
    await expect(modal).toBeHidden();
    const contact = page.getByRole("heading", { name: "Get in Touch" });
    await page.clock.runFor(MODAL_SCROLL_DELAY_MS - 10);
    await page.waitForTimeout(200); // real time in which an early scroll would show
    await expect(contact).not.toBeInViewport();
    await page.clock.runFor(10);
    await expect(contact).toBeInViewport();
    await expect(page.locator("#contact")).toBeFocused();
  });

  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce" });

    test("the carousel does not advance on its own", async ({ page }) => {
      await page.clock.install();
      await gotoLanding(page);
      await pauseClockNow(page);
      await page.clock.runFor(20_000);
      await expect(activeSlide(page)).toContainText(featuredTitles[0] as string);
    });
  });
});
