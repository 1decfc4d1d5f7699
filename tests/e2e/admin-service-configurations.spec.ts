import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { type Account, test as accountsTest, expect, signIn, toastOf } from "./accounts";
import { violations } from "./axe-support";
import {
  BRANCH,
  dollars,
  HQ,
  SESSION_HEADER,
  seedBuilder,
  serverState,
  serviceIds,
} from "./builder-support";
import { asVisitor, gotoReady, waitUntilOpen } from "./support";

const PAGE = "/admin/service-configurations";
const EDR = "Endpoint Detection & Response (EDR)";

/**
 * Each test is a visitor of its own (the server trusts X-Forwarded-For in tests): the
 * builder's lead step counts leads per client, and these tests save many.
 */
const test = accountsTest.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  extraHTTPHeaders: async ({}, use) => {
    await use(asVisitor().headers);
  },
});

interface Saved {
  id: string;
  name: string;
  company: string;
}

/**
 * A configuration saved in the Service Builder through its API, as a prospect would: version
 * 1 with the seeded choices at both locations, version 2 with EDR added at the main office.
 */
async function savedConfiguration(request: APIRequestContext, tag: string): Promise<Saved> {
  const unique = `${tag}-${Date.now() % 1_000_000}${Math.floor(Math.random() * 100)}`;
  const name = `Clinic plan ${unique}`;
  const sessionId = await seedBuilder(request, {
    stepReached: "summary",
    tag: unique,
    configurationName: name,
  });
  const { draft } = await serverState(request, sessionId);
  const save = async (selections: typeof draft.selections, status: number) => {
    const response = await request.post("/api/sb/configurations", {
      headers: { [SESSION_HEADER]: sessionId },
      data: { name, answers: draft.answers, locations: [HQ, BRANCH], selections },
    });
    expect(response.status(), await response.text()).toBe(status);
    return (await response.json()).data.configuration.id as string;
  };
  const id = await save(draft.selections, 201);
  await save(
    [...draft.selections, { locationId: HQ.id, serviceId: serviceIds.endpointDetection }],
    201,
  );
  return { id, name, company: `Harbor Family Clinic ${unique}` };
}

async function openPage(page: Page, accounts: { create(): Promise<Account> }, path = PAGE) {
  await signIn(page, await accounts.create(), `/auth?redirectTo=${encodeURIComponent(path)}`);
  await expect(
    page.getByRole("heading", { name: "Service configurations", level: 1 }),
  ).toBeVisible();
}

async function search(page: Page, text: string) {
  await page.getByLabel("Search configurations").fill(text);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/[?&]q=/);
}

const rows = (page: Page) => page.getByTestId("configuration-row");

async function openDetail(page: Page, saved: Saved) {
  await page.getByRole("link", { name: saved.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]id=${saved.id}`));
  await expect(page.getByRole("heading", { name: saved.name, level: 2 })).toBeVisible();
}

async function monthly(locator: Locator) {
  return dollars(await locator.textContent());
}

test.describe(PAGE, () => {
  test("lists a saved configuration as a draft; search, status and dates live in the URL", async ({
    page,
    accounts,
    request,
  }) => {
    const saved = await savedConfiguration(request, "list");
    await openPage(page, accounts);
    await expect(
      page
        .getByRole("navigation", { name: "Admin" })
        .getByRole("link", { name: "Service configurations" }),
    ).toHaveAttribute("aria-current", "page");

    await search(page, saved.name);
    await expect(rows(page)).toHaveCount(1);
    const row = rows(page).first();
    await expect(row).toContainText(saved.name);
    await expect(row).toContainText(saved.company);
    await expect(row).toContainText("Draft");
    await expect(row).toContainText("v2");
    await expect(row.getByTestId("share-state")).toHaveText("Not shared");
    // Decision 056: the list's first page comes with the page itself, not after a second request.
    const html = await (
      await page.request.get(`${PAGE}?q=${encodeURIComponent(saved.name)}`)
    ).text();
    // (the company is in the row only; the name is also the search box's value)
    expect(html).toContain(saved.company);

    await page.getByLabel("Status").click();
    await page.getByRole("option", { name: "Shared" }).click();
    await expect(page).toHaveURL(/status=shared/);
    await expect(
      page.getByRole("heading", { name: "No configuration matches these filters" }),
    ).toBeVisible();
    await page.getByLabel("Status").click();
    await page.getByRole("option", { name: "Draft" }).click();
    await expect(page).toHaveURL(/status=draft/);
    await expect(rows(page)).toHaveCount(1);

    const tomorrow = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    await page.getByLabel("Created from").fill(tomorrow);
    await expect(page).toHaveURL(new RegExp(`from=${tomorrow}`));
    await expect(rows(page)).toHaveCount(0);
    await page.getByLabel("Created from").fill("");
    await expect(page).not.toHaveURL(/from=/);
    await expect(rows(page)).toHaveCount(1);

    await page.getByRole("link", { name: /^Monthly/ }).click();
    await expect(page).toHaveURL(/sort=monthly&dir=desc/);
    await expect(page.getByRole("columnheader", { name: /Monthly/ })).toHaveAttribute(
      "aria-sort",
      "descending",
    );
    await expect(rows(page)).toHaveCount(1);
  });

  test("the detail lists the versions and what changed from version 1 to 2", async ({
    page,
    accounts,
    request,
  }) => {
    const saved = await savedConfiguration(request, "diff");
    await openPage(page, accounts);
    await search(page, saved.name);
    await openDetail(page, saved);
    await expect(page.getByTestId("detail-status")).toHaveText("Draft");
    await expect(page.getByTestId("version-row")).toHaveCount(2);

    const diff = page.getByTestId("version-diff");
    await expect(page.getByLabel("From version")).toHaveText("Version 1");
    await expect(page.getByLabel("To version")).toHaveText("Version 2 (current)");
    const added = diff.locator('[data-change="added"]', { hasText: EDR });
    await expect(added).toContainText("Added");
    await expect(diff.getByRole("region", { name: `Changes at ${HQ.name}` })).toContainText(EDR);
    const monthlyChange = diff.locator('[data-total="monthly"] td').last();
    await expect(monthlyChange).toHaveText(/^\+\$[\d,]+\.\d{2}$/);

    // The other way round, EDR is removed and the total falls.
    await page.getByLabel("From version").click();
    await page.getByRole("option", { name: "Version 2 (current)" }).click();
    await page.getByLabel("To version").click();
    await page.getByRole("option", { name: "Version 1" }).click();
    await expect(diff.locator('[data-change="removed"]', { hasText: EDR })).toContainText(
      "Removed",
    );
    await expect(monthlyChange).toHaveText(/^−\$[\d,]+\.\d{2}$/);

    // The back button closes the detail.
    await page.goBack();
    await expect(page).not.toHaveURL(/[?&]id=/);
    await expect(rows(page)).toHaveCount(1);
  });

  test("a 10% discount saves a new version with a lower monthly total and lists its reason", async ({
    page,
    accounts,
    request,
  }) => {
    const saved = await savedConfiguration(request, "discount");
    await openPage(page, accounts, `${PAGE}?id=${saved.id}`);
    await expect(page.getByRole("heading", { name: saved.name, level: 2 })).toBeVisible();
    const before = await monthly(page.getByTestId("total-monthly"));

    await page.getByRole("tab", { name: "Discount" }).click();
    await expect(page.getByText("None: the quote is at catalogue prices.")).toBeVisible();
    await page.getByRole("button", { name: "Add a discount" }).click();
    const row = page.getByTestId("discount-row").first();
    // The save is sent from the keyboard: other tests' leads pop live toasts on every admin's
    // screen, and one under the pointer (which pauses its timer) could take a click for good.
    await expect(row.getByLabel("Applies to")).toHaveText("Whole quote (recurring)");
    await row.getByLabel("Percent").fill("10");
    // The reason is required: the prospect reads it.
    await page.getByRole("button", { name: "Save as new version" }).press("Enter");
    await expect(row.getByText("Enter the reason the prospect will read")).toBeVisible();
    await expect(row.getByLabel("Reason")).toBeFocused();
    await row.getByLabel("Reason").fill("Multi-site agreement");
    await page.getByRole("button", { name: "Save as new version" }).press("Enter");
    const saved3 = toastOf(page, "success", "Saved as version 3");
    await expect(saved3).toBeVisible();
    // Read, then closed as a person would: a toast under the pointer pauses its timer, so one
    // lying over the next button would otherwise take that click for as long as it is pointed at.
    await saved3.getByRole("button", { name: "Close notification" }).click();
    await expect(saved3).toBeHidden();

    await expect(page.getByTestId("current-discounts")).toContainText("Multi-site agreement");
    await expect(page.getByTestId("current-discounts")).toContainText("10% off the whole quote");
    await expect(page.getByRole("heading", { name: "Discounts in version 3" })).toBeVisible();
    const after = await monthly(page.getByTestId("total-monthly"));
    expect(after).toBeLessThan(before);
    expect(after).toBeCloseTo(before * 0.9, 0);

    // Someone else saves version 4 meanwhile: this page's save is refused and offers a reload.
    const account = await accounts.create();
    const admin = await accounts.api(account);
    const other = await admin.post(`/api/admin/configurations/${saved.id}/versions`, {
      data: { expectedVersion: 3, adjustments: [] },
    });
    expect(other.status(), await other.text()).toBe(201);
    await admin.dispose();

    await page.getByRole("button", { name: "Remove discount 1" }).click();
    await page.getByRole("button", { name: "Add a discount" }).click();
    await page.getByTestId("discount-row").first().getByLabel("Percent").fill("5");
    await page.getByTestId("discount-row").first().getByLabel("Reason").fill("Loyalty");
    await page.getByRole("button", { name: "Save as new version" }).press("Enter");
    await expect(
      page.getByRole("alert").filter({ hasText: "Someone saved a newer version" }),
    ).toBeVisible();
    await page.getByRole("button", { name: "Reload the newest version" }).click();
    await expect(page.getByRole("heading", { name: "Discounts in version 4" })).toBeVisible();
    await page.getByRole("tab", { name: /Versions/ }).click();
    await expect(page.getByTestId("version-row")).toHaveCount(4);
    // Staff versions name their author; the prospect's own saves came from the builder.
    await expect(page.getByTestId("version-row").filter({ hasText: "v3" })).toContainText(/e2e-/);
    await expect(page.getByTestId("version-row").filter({ hasText: "v1" })).toContainText(
      "Service Builder",
    );
  });

  test("'Open in builder' carries the staff discount and optional marks: shown there and kept when a service is removed", async ({
    page,
    accounts,
    request,
  }) => {
    // Issue 33: the discount used to be dropped silently by the builder's save; issue 35 §7:
    // so were the optional marks.
    const saved = await savedConfiguration(request, "carried");
    const admin = await accounts.api(await accounts.create());
    const discounted = await admin.post(`/api/admin/configurations/${saved.id}/versions`, {
      data: {
        expectedVersion: 2,
        adjustments: [{ scope: "recurring", kind: "percent", value: 10, reason: "Partner rate" }],
        optionalLines: [{ locationId: BRANCH.id, serviceId: serviceIds.awarenessTraining }],
      },
    });
    expect(discounted.status(), await discounted.text()).toBe(201);
    await admin.dispose();

    await openPage(page, accounts, `${PAGE}?id=${saved.id}`);
    await expect(page.getByRole("heading", { name: saved.name, level: 2 })).toBeVisible();
    await page.getByRole("button", { name: "Open in builder" }).click();
    await expect(page).toHaveURL(/\/sb\/configure/);
    const totals = page.getByTestId("totals-panel");
    const discounts = totals.getByRole("region", { name: "Staff discounts" });
    await expect(discounts).toContainText("Staff discount 10% (from version 3)");
    await expect(discounts).toContainText("Partner rate");
    await expect(
      discounts.getByRole("button", { name: /^Remove the discount: Staff discount 10%/ }),
    ).toBeVisible();
    await expect(discounts.getByTestId("carried-optional-items")).toHaveText(
      "Optional for the customer (from version 3): Security Awareness Training & Phishing Simulation at Satellite clinic",
    );

    await page.getByRole("button", { name: `Remove ${EDR} from Main office` }).click();
    await expect(
      page.getByRole("table", { name: "Services at Main office" }).getByRole("rowheader", {
        name: new RegExp(`^${EDR.replace(/[()]/g, "\\$&")}`),
      }),
    ).toHaveCount(0);
    await page.getByRole("button", { name: "Review summary" }).click();
    await page.getByRole("button", { name: "Save configuration" }).click();
    await expect(page.getByText("Saved as version 4", { exact: true })).toBeVisible();

    await gotoReady(page, `${PAGE}?id=${saved.id}`);
    await expect(page.getByRole("heading", { name: saved.name, level: 2 })).toBeVisible();
    await page.getByRole("tab", { name: "Discount" }).click();
    await expect(page.getByRole("heading", { name: "Discounts in version 4" })).toBeVisible();
    await expect(page.getByTestId("current-discounts")).toContainText("Partner rate");
    await expect(page.getByTestId("current-discounts")).toContainText("10% off the whole quote");
    await expect(
      page.getByRole("checkbox", {
        name: "Satellite clinic — Security Awareness Training & Phishing Simulation",
      }),
    ).toBeChecked();
  });

  test("sharing makes a link the list shows; revoking marks it revoked", async ({
    page,
    accounts,
    request,
  }) => {
    const saved = await savedConfiguration(request, "share");
    await openPage(page, accounts, `${PAGE}?id=${saved.id}`);
    await page.getByRole("button", { name: "Share", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Share this quote" });
    await waitUntilOpen(dialog);
    await expect(dialog.getByLabel("Version")).toHaveText("Version 2 (current)");
    await expect(dialog.getByLabel("Link valid for (days)")).toHaveValue("30");
    await dialog.getByRole("button", { name: "Create link" }).click();
    const created = page.getByRole("dialog", { name: "Share link created" });
    const link = created.getByLabel("Link for the prospect");
    await expect(link).toHaveValue(new RegExp(`^${page.url().split("/admin")[0]}/sb/quote/`));
    await expect(created.getByRole("button", { name: "Copy link" })).toBeVisible();
    await expect(created.getByRole("link", { name: /Open/ })).toHaveAttribute(
      "href",
      /\/sb\/quote\//,
    );
    await created.getByRole("button", { name: "Done" }).click();

    await expect(page.getByTestId("detail-status")).toHaveText("Shared");
    await page.getByRole("tab", { name: /Share links/ }).click();
    const card = page.getByTestId("share-link");
    await expect(card).toHaveCount(1);
    await expect(card).toContainText("Open");
    await expect(card).toContainText("Version 2");
    await expect(card).toContainText("no views yet");

    await page.getByRole("link", { name: "All configurations" }).click();
    await search(page, saved.name);
    await expect(rows(page).first()).toContainText("Shared");
    await expect(rows(page).first().getByTestId("share-state")).toHaveText(
      /^Link open until [A-Z][a-z]{2} \d{1,2}(, \d{4})?, no views yet$/,
    );

    await openDetail(page, saved);
    await page.getByRole("tab", { name: /Share links/ }).click();
    await card.getByRole("button", { name: /^Revoke/ }).click();
    const confirm = page.getByRole("dialog", { name: "Revoke this link?" });
    await confirm.getByRole("button", { name: "Revoke link" }).click();
    await expect(toastOf(page, "success", "Link revoked")).toBeVisible();
    await expect(card).toContainText("Revoked");
    await expect(card.getByRole("button", { name: /^Revoke/ })).toHaveCount(0);
    await expect(card.getByRole("button", { name: /^Copy link/ })).toHaveCount(0);
  });

  test("duplicate opens the copy; archive hides it from the default list", async ({
    page,
    accounts,
    request,
  }) => {
    const saved = await savedConfiguration(request, "archive");
    await openPage(page, accounts, `${PAGE}?id=${saved.id}`);
    await page.getByRole("button", { name: "Duplicate" }).click();
    await expect(toastOf(page, "success", "Duplicated as a new configuration")).toBeVisible();
    await expect(
      page.getByRole("heading", { name: `${saved.name} (copy)`, level: 2 }),
    ).toBeVisible();
    await expect(page).not.toHaveURL(new RegExp(`id=${saved.id}`));
    await page.goBack();
    await expect(page.getByRole("heading", { name: saved.name, level: 2 })).toBeVisible();

    await page.getByRole("button", { name: "Archive" }).click();
    const confirm = page.getByRole("dialog", { name: "Archive this configuration?" });
    await confirm.getByRole("button", { name: "Archive" }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByTestId("detail-status")).toContainText("Archived");
    await expect(page.getByRole("button", { name: "Restore" })).toBeVisible();

    await page.getByRole("link", { name: "All configurations" }).click();
    await search(page, saved.name);
    // The copy stays; the archived original leaves the default list.
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(`${saved.name} (copy)`);
    await page.getByLabel("Show archived configurations instead").check();
    await expect(page).toHaveURL(/archived=1/);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText("Archived");
    await expect(page.getByRole("link", { name: saved.name, exact: true })).toBeVisible();
  });
});

test("an accepted link shows every piece of evidence", async ({ page, accounts, request }) => {
  const saved = await savedConfiguration(request, "evidence");
  const account = await accounts.create();
  const admin = await accounts.api(account);
  const shared = await admin.post(`/api/admin/configurations/${saved.id}/shares`, {
    data: { expiresInDays: 7 },
  });
  expect(shared.status(), await shared.text()).toBe(201);
  const { token, reference } = (await shared.json()).data;
  await admin.dispose();
  const accepted = await request.post(`/api/quotes/${token}/accept`, {
    headers: { "user-agent": "Evidence-Browser/1.0 (e2e)" },
    data: { position: 0, fullName: "Dana Reyes", title: "Practice manager", agreeToTerms: true },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const evidence = (await accepted.json()).data;

  await signIn(page, account, `/auth?redirectTo=${encodeURIComponent(`${PAGE}?id=${saved.id}`)}`);
  await expect(page.getByTestId("detail-status")).toHaveText("Accepted");
  await page.getByRole("tab", { name: /Share links/ }).click();
  const card = page.getByTestId("share-link").filter({ hasText: reference });
  await expect(card.getByRole("button", { name: /^Revoke/ })).toHaveCount(0);
  // The link's status is its answer, never "Open" beside "Decision: Accepted" (issue 34).
  const heading = card.getByRole("heading", { name: new RegExp(reference) });
  await expect(heading).toContainText("Accepted");
  await expect(heading).not.toContainText("Open");
  const shown = card.getByRole("region", { name: "Acceptance evidence" });
  await expect(shown).toContainText("Accepted");
  for (const text of [
    "Option A",
    "Dana Reyes",
    "Practice manager",
    evidence.ip,
    "Evidence-Browser/1.0 (e2e)",
    evidence.snapshotSha256,
  ]) {
    await expect(shown).toContainText(text);
  }
  expect(evidence.snapshotSha256).toMatch(/^[0-9a-f]{64}$/);

  // The page lists what the quote holds: its answers and each location's services (issue 34).
  await page.getByRole("tab", { name: "Services" }).click();
  const services = page.getByRole("tabpanel", { name: "Services" });
  await expect(services.getByRole("heading", { name: "Assessment answers" })).toBeVisible();
  await expect(services.getByRole("table").first()).toBeVisible();
  expect(await services.getByRole("rowheader").count()).toBeGreaterThan(0);
});

test.describe("axe", () => {
  test.use({ reducedMotion: "reduce" });
  for (const theme of ["dark", "light"] as const) {
    test(`the list, the detail and its dialogs have no WCAG 2.2 AA violation (${theme})`, async ({
      page,
      accounts,
      request,
    }) => {
      test.setTimeout(60_000);
      await page.addInitScript((value) => localStorage.setItem("theme", value), theme);
      const saved = await savedConfiguration(request, `axe-${theme}`);
      await openPage(page, accounts);
      const html = expect(page.locator("html"));
      await (theme === "dark" ? html.toHaveClass(/dark/) : html.not.toHaveClass(/dark/));
      await search(page, saved.name);
      await expect(rows(page)).toHaveCount(1);
      expect(await violations(page), "list").toEqual([]);

      await openDetail(page, saved);
      await expect(page.getByTestId("version-diff")).toBeVisible();
      expect(await violations(page), "detail, versions").toEqual([]);

      await page.getByRole("tab", { name: "Discount" }).click();
      await page.getByRole("button", { name: "Add a discount" }).click();
      await page.getByRole("button", { name: "Save as new version" }).click();
      await expect(page.getByText("Enter the reason the prospect will read")).toBeVisible();
      expect(await violations(page), "discount form with errors").toEqual([]);

      await page.getByRole("button", { name: "Share", exact: true }).click();
      const dialog = page.getByRole("dialog", { name: "Share this quote" });
      await waitUntilOpen(dialog);
      expect(await violations(page, '[role="dialog"]'), "share dialog").toEqual([]);
      await dialog.getByRole("button", { name: "Create link" }).click();
      await expect(page.getByRole("dialog", { name: "Share link created" })).toBeVisible();
      expect(await violations(page, '[role="dialog"]'), "share link created").toEqual([]);
      await page.getByRole("button", { name: "Done" }).click();

      await page.getByRole("tab", { name: /Share links/ }).click();
      await expect(page.getByTestId("share-link")).toHaveCount(1);
      expect(await violations(page), "share links").toEqual([]);
    });
  }
});
