import type { Page } from "@playwright/test";
import { test as accountsTest, expect, signIn, toastOf } from "./accounts";
import { savedConfiguration } from "./quote-support";
import { asVisitor, envelope, gotoReady } from "./support";

/**
 * Issue 35 §2 in the staff pages: a quote's reminders are set (or turned off) on its page,
 * refused by name when the days are not days; the dashboard says "Follow up today: N" and a
 * follow-up is marked done from it. The scheduler's rules are tested in
 * server/api/quotes/reminders/reminders.test.ts with a clock the test moves; here the
 * follow-up list is served as the API answers it, since no real one is due in a test's time.
 */
const test = accountsTest.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  extraHTTPHeaders: async ({}, use) => {
    await use(asVisitor().headers);
  },
});

const uniqueTag = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test("a quote's reminders are shown, refused by name, changed and turned off", async ({
  page,
  request,
  accounts,
}) => {
  const saved = await savedConfiguration(request, uniqueTag("remind"), "Clinic plan reminders");
  await signIn(
    page,
    await accounts.create(),
    `/auth?redirectTo=${encodeURIComponent(`/admin/service-configurations?id=${saved.id}`)}`,
  );
  await page.getByRole("tab", { name: /Share links/ }).click();
  const panel = page.getByRole("region", { name: "Reminders" });
  await expect(panel.getByTestId("reminders-summary")).toHaveText(
    "Contacts a link was sent to are reminded 7 and 1 days before it expires, unless they answered or unsubscribed.",
  );
  const days = panel.getByRole("textbox", { name: "Days before expiry" });
  await expect(days).toHaveValue("7, 1");

  await days.fill("seven");
  await panel.getByRole("button", { name: "Save reminders" }).click();
  await expect(panel.getByText("Use whole days separated by commas, like 7, 1")).toBeVisible();
  await expect(days).toBeFocused();
  await expect(days).toHaveAttribute("aria-invalid", "true");

  await days.fill("1, 14, 3");
  await panel.getByRole("button", { name: "Save reminders" }).click();
  await expect(toastOf(page, "success", "Reminders saved")).toBeVisible();
  await expect(panel.getByTestId("reminders-summary")).toContainText(
    "reminded 14, 3 and 1 days before it expires",
  );
  await expect(days).toHaveValue("14, 3, 1");

  await panel
    .getByRole("checkbox", { name: "Remind contacts before a sent link expires" })
    .uncheck();
  await panel.getByRole("button", { name: "Save reminders" }).click();
  await expect(toastOf(page, "success", "Reminders off")).toBeVisible();
  await expect(panel.getByTestId("reminders-summary")).toHaveText(
    "Reminders are off for this quote: contacts are not reminded before a link expires.",
  );
  // Kept after a reload.
  await gotoReady(page, `/admin/service-configurations?id=${saved.id}`);
  await page.getByRole("tab", { name: /Share links/ }).click();
  await expect(
    page.getByRole("region", { name: "Reminders" }).getByRole("checkbox"),
  ).not.toBeChecked();
});

/** Two open follow-ups of the signed-in user, one due today, as the API answers them. */
async function serveFollowUps(page: Page) {
  const due = new Date(Date.now() - 60 * 60 * 1000).toISOString();
  const later = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString();
  const task = (id: number, reason: string, dueAt: string, name: string) => ({
    id,
    reason,
    dueAt,
    doneAt: null,
    configurationId: "5f1b3c2e-8a4d-4e6f-9b1a-2c3d4e5f6a7b",
    quoteName: name,
    reference: `Q-2026-ABCD${id}`,
    prospect: { id: 1, companyName: "Harbor Dental" },
    owner: { id: "0b6f8f2e-0000-4000-8000-000000000001", name: "Alex Tester" },
  });
  let tasks = [
    task(7, "not_viewed", due, "Two offices"),
    task(8, "not_answered", later, "Branch upgrade"),
  ];
  await page.route(/\/api\/admin\/follow-ups\?/, (route) =>
    route.fulfill(envelope({ tasks, dueToday: tasks.filter((row) => row.dueAt === due).length })),
  );
  await page.route(/\/api\/admin\/follow-ups\/7\/done$/, (route) => {
    tasks = tasks.filter((row) => row.id !== 7);
    return route.fulfill({ json: { ...envelope(null).json, message: "Follow-up done" } });
  });
}

test("the dashboard says what to follow up today, and a follow-up is done from it", async ({
  page,
  accounts,
}) => {
  await serveFollowUps(page);
  await signIn(page, await accounts.create(), "/auth?redirectTo=%2Fadmin");
  const panel = page.getByRole("region", { name: "Follow up today: 1" });
  await expect(panel.getByTestId("follow-up")).toHaveCount(2);
  await expect(panel.getByTestId("follow-up").first()).toContainText(
    "Not opened 3 days after it was sent · Harbor Dental",
  );
  await expect(panel.getByRole("link", { name: "Two offices (Q-2026-ABCD7)" })).toHaveAttribute(
    "href",
    "/admin/service-configurations?id=5f1b3c2e-8a4d-4e6f-9b1a-2c3d4e5f6a7b",
  );
  await panel.getByRole("button", { name: "Mark the follow-up of Two offices done" }).click();
  await expect(toastOf(page, "success", "Follow-up done")).toBeVisible();
  await expect(page.getByRole("region", { name: "Follow up today: 0" })).toBeVisible();
  await expect(page.getByTestId("follow-up")).toHaveCount(1);
});
