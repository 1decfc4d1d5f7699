import type { Page } from "@playwright/test";
import { expect, signIn, test, toastOf } from "./accounts";
import { violations } from "./axe-support";
import { envelope, failure, gotoReady, waitUntilOpen } from "./support";

const OUTBOX = `/auth?redirectTo=${encodeURIComponent("/admin/outbox")}`;

/** A message that gave up, as the API describes it. */
const failed = {
  id: 41,
  kind: "quote.viewed",
  to: "dana.ortiz@example.com",
  subject: "Your quote Q-2041 was opened",
  status: "failed",
  audience: "staff",
  attempts: 8,
  createdAt: "2026-03-02T09:15:00.000Z",
  nextAttemptAt: "2026-03-02T13:15:00.000Z",
  sentAt: null,
};
const failedMessage = {
  ...failed,
  text: "Hello Dana,\n\nYour quote Q-2041 was opened today.\n\nSentinel Forge",
  lastError: "EENVELOPE 550: Relay access denied",
  attachments: [],
};

/**
 * No product action writes mail in this build yet (quote notifications arrive later), and the
 * e2e server has no SMTP server: these answers stand in for a failed message, so the list,
 * the dialog and the retry can be driven from the keyboard.
 */
async function serveFailedMessage(page: Page) {
  let current: typeof failedMessage = failedMessage;
  await page.route(/\/api\/admin\/outbox(\?.*)?$/, (route) => {
    const { text: _text, lastError: _lastError, ...summary } = current;
    return route.fulfill({
      json: {
        ...envelope({ smtpConfigured: true, messages: [summary] }).json,
        pagination: { page: 1, limit: 25, total: 1, pages: 1 },
      },
    });
  });
  await page.route(/\/api\/admin\/outbox\/41$/, (route) => route.fulfill(envelope(current)));
  await page.route(/\/api\/admin\/outbox\/41\/retry$/, (route) => {
    current = { ...failedMessage, status: "pending", attempts: 0 };
    return route.fulfill({
      json: { ...envelope(current).json, message: "Message queued to send again" },
    });
  });
}

test.describe("/admin/outbox", () => {
  test("is in the admin navigation and says that without SMTP messages are kept here", async ({
    page,
    accounts,
  }) => {
    await signIn(page, await accounts.create(), OUTBOX);
    await expect(page.getByRole("heading", { name: "E-mail outbox", level: 1 })).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "E-mail outbox" }),
    ).toHaveAttribute("aria-current", "page");
    await expect(page.getByTestId("smtp-status")).toHaveText(
      "No SMTP server is configured (SMTP_URL), so messages are kept here for you to read.",
    );
    // Decision 056: the first page comes with the page itself, not after a second request.
    const html = await (await page.request.get("/admin/outbox")).text();
    expect(html).toContain('data-testid="smtp-status"');
    // Other specs may one day write mail in this server; either state is a real answer.
    const rows = page.getByTestId("outbox-row");
    const empty = page.getByRole("heading", { name: "No e-mail yet" });
    await expect(rows.first().or(empty)).toBeVisible();
    if (await empty.isVisible()) {
      await expect(page.getByText("appear here as soon as they are written")).toBeVisible();
    } else {
      await expect(page.getByRole("columnheader", { name: "Attempts" })).toBeVisible();
    }
  });

  test("the status filter lives in the URL and names what it found nothing of", async ({
    page,
    accounts,
  }) => {
    await signIn(page, await accounts.create(), OUTBOX);
    const statuses = page.getByRole("navigation", { name: "Message status" });
    await expect(statuses.getByRole("link", { name: "All" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    // Without SMTP nothing is ever sent, so this view is empty.
    await statuses.getByRole("link", { name: "Sent" }).click();
    await expect(page).toHaveURL(/\/admin\/outbox\?status=sent$/);
    await expect(statuses.getByRole("link", { name: "Sent" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page.getByRole("heading", { name: "No sent messages" })).toBeVisible();

    await statuses.getByRole("link", { name: "Failed" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\?status=failed$/);
    await expect(page.getByRole("heading", { name: "No failed messages" })).toBeVisible();

    await page.getByRole("link", { name: "Show all messages" }).click();
    await expect(page).toHaveURL(/\/admin\/outbox\?*$/);
    await expect(statuses.getByRole("link", { name: "All" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    // A status the page does not know is simply ignored.
    await gotoReady(page, "/admin/outbox?status=lost");
    await expect(statuses.getByRole("link", { name: "All" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("a list that did not load says so and loads on 'Try again'", async ({ page, accounts }) => {
    test.setTimeout(45_000); // the query's three retries take 7 s before it gives up
    let down = true;
    await page.route(/\/api\/admin\/outbox(\?.*)?$/, (route) =>
      down ? route.fulfill(failure(503, "The database did not answer.")) : route.fallback(),
    );
    await signIn(page, await accounts.create(), OUTBOX);
    // The first page came with the page (decision 056); a failed refetch keeps it on screen.
    await expect(page.getByTestId("smtp-status")).toBeVisible();
    // Another status is the query's alone to read, and the API is down.
    await page
      .getByRole("navigation", { name: "Message status" })
      .getByRole("link", { name: "Failed" })
      .click();
    const failed = page.getByRole("heading", { name: "The messages could not be loaded" });
    await expect(failed).toBeVisible({ timeout: 20_000 });

    down = false;
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(failed).toBeHidden();
    await expect(page.getByTestId("smtp-status")).toBeVisible();
    await expect(
      page
        .getByTestId("outbox-row")
        .first()
        .or(page.getByRole("heading", { name: "No failed messages" })),
    ).toBeVisible();
  });

  test("the keyboard opens a message, shows its text and error, and retries it", async ({
    page,
    accounts,
  }) => {
    await serveFailedMessage(page);
    await signIn(page, await accounts.create(), OUTBOX);
    const row = page.getByTestId("outbox-row");
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("quote.viewed");
    await expect(row).toContainText("dana.ortiz@example.com");
    await expect(row).toContainText("Failed");
    await expect(page.getByTestId("smtp-status")).toContainText("sent through the SMTP server");

    // From the last status link, Tab reaches the message's subject; Enter opens it.
    await page
      .getByRole("navigation", { name: "Message status" })
      .getByRole("link", { name: "Unsubscribed" })
      .focus();
    await page.keyboard.press("Tab");
    const subject = page.getByRole("button", { name: failed.subject, exact: true });
    await expect(subject).toBeFocused();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: failed.subject });
    await waitUntilOpen(dialog);
    await expect(dialog.getByTestId("outbox-text")).toHaveText(failedMessage.text);
    await expect(dialog).toContainText("Relay access denied");
    await expect(dialog).toContainText("To dana.ortiz@example.com");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(subject).toBeFocused();

    await page.keyboard.press("Enter");
    await waitUntilOpen(dialog);
    await dialog.getByRole("button", { name: "Retry" }).click();
    await expect(toastOf(page, "success", "Message queued to send again")).toBeVisible();
    await expect(dialog.getByText("Pending")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Retry" })).toBeHidden();
  });

  test("on a phone the messages are cards that open the same dialog, with no sideways scroll", async ({
    page,
    accounts,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await serveFailedMessage(page);
    await signIn(page, await accounts.create(), OUTBOX);
    const card = page.getByTestId("outbox-card");
    await expect(card).toHaveCount(1);
    await expect(card).toContainText("dana.ortiz@example.com");
    await expect(card.getByRole("button", { name: /^Retry/ })).toBeVisible();
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
      ),
    ).toBe(true);
    await card.getByRole("button", { name: failed.subject, exact: true }).click();
    await expect(page.getByRole("dialog", { name: failed.subject })).toBeVisible();
  });

  test.describe("accessibility", () => {
    test.use({ reducedMotion: "reduce" });
    for (const theme of ["dark", "light"] as const) {
      test(`the page and a message have no WCAG 2.2 AA violation (${theme})`, async ({
        page,
        accounts,
      }) => {
        await page.addInitScript((value) => localStorage.setItem("theme", value), theme);
        await serveFailedMessage(page);
        await signIn(page, await accounts.create(), OUTBOX);
        await expect(page.getByTestId("outbox-row")).toHaveCount(1);
        expect(await violations(page)).toEqual([]);
        await page.getByRole("button", { name: failed.subject, exact: true }).click();
        await expect(page.getByTestId("outbox-text")).toBeVisible();
        expect(await violations(page, '[role="dialog"]')).toEqual([]);
      });
    }
  });
});
