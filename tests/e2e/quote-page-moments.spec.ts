import { expect, type Page } from "@playwright/test";
import { decision, openQuote, sharedQuote, test } from "./quote-support";

const TERMS_AGREEMENT =
  "I agree to the terms of this quote and am authorised to accept it for my company.";

/** A tag unique to this run of this test. */
const uniqueTag = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function acceptAs(page: Page, fullName: string, title: string) {
  const region = page.getByRole("region", { name: "Accept this quote" });
  await region.getByRole("textbox", { name: "Full name", exact: true }).fill(fullName);
  await region.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await region.getByRole("checkbox", { name: TERMS_AGREEMENT }).check();
  await region.getByRole("button", { name: /^Accept / }).click();
}

/** Issue 34: the quote page in the moments after its answer. */
test.describe("the quote page after an answer (issue 34)", () => {
  test("accepting brings the confirmation at the top into view and focus", async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { share } = await sharedQuote(request, uniqueTag("focus"));
    await openQuote(page, share.url);
    await acceptAs(page, "Morgan Lee", "Practice Manager");
    const record = decision(page);
    await expect(record.heading).toHaveText("Accepted");
    await expect(
      page.getByRole("status").filter({ hasText: "acceptance is recorded" }),
    ).toBeVisible();
    await expect(record.heading).toBeInViewport();
    const focusHoldsRecord = await page.evaluate(() => {
      const record = document.querySelector('[data-testid="decision"]');
      return Boolean(record && document.activeElement?.contains(record));
    });
    expect(focusHoldsRecord, "focus is on the confirmation").toBe(true);
  });

  test("accepted elsewhere meanwhile: the page shows the acceptance instead of the form", async ({
    page,
    request,
  }) => {
    const { share } = await sharedQuote(request, uniqueTag("meanwhile"));
    await openQuote(page, share.url);
    // Someone else accepts through the same link while this page is open.
    const other = await request.post(`/api/quotes/${share.token}/accept`, {
      data: { position: 0, fullName: "Robin Park", title: "Owner", agreeToTerms: true },
    });
    expect(other.status(), await other.text()).toBe(200);

    await acceptAs(page, "Morgan Lee", "Practice Manager");
    const record = decision(page);
    await expect(record.heading).toHaveText("Accepted");
    await expect(record.row("Accepted by")).toHaveText("Robin Park, Owner");
    await expect(page.getByRole("region", { name: "Accept this quote" })).toHaveCount(0);
    await expect(
      page.getByRole("status").filter({ hasText: "Someone else accepted this quote" }),
    ).toBeVisible();
    await expect(record.heading).toBeInViewport();
  });

  test("a refused decline names and focuses its own reason field, not the accept form's", async ({
    page,
    request,
  }) => {
    const { share } = await sharedQuote(request, uniqueTag("decline"));
    await openQuote(page, share.url);
    // A reason the server refuses (the page's own limit keeps a person from typing one).
    await page.route(`**/api/quotes/${share.token}/decline`, (route) =>
      route.fulfill({
        status: 400,
        contentType: "application/json",
        body: JSON.stringify({
          success: false,
          data: null,
          message: "Check the highlighted fields",
          errors: { reason: "Keep the reason under 1,000 characters" },
          timestamp: new Date().toISOString(),
        }),
      }),
    );
    await page.getByRole("button", { name: "Decline this quote" }).click();
    const reason = page.getByRole("textbox", { name: "Why are you declining? (optional)" });
    await reason.fill("Budget moved to next year");
    await page.getByRole("button", { name: "Decline quote" }).click();
    await expect(reason).toBeFocused();
    await expect(reason).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Keep the reason under 1,000 characters")).toBeVisible();
    const alert = page.getByRole("alert").filter({ hasText: "before you decline" });
    await expect(alert).toContainText("Why are you declining?");
    await expect(page.getByRole("alert").filter({ hasText: "before you accept" })).toHaveCount(0);
  });
});
