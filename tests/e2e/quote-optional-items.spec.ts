import { expect, type Page } from "@playwright/test";
import { violations } from "./axe-support";
import { BRANCH, serviceIds } from "./builder-support";
import { decision, openQuote, savedConfiguration, staffDetail, test } from "./quote-support";
import { gotoReady } from "./support";

/**
 * Issue 35 §7: staff offer lines as optional; the customer unticks one on the quote page, the
 * totals follow at once, and what was accepted is the record, after a reload and for staff.
 */
const uniqueTag = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const TRAINING = "Security Awareness Training & Phishing Simulation";
const LEFT_OUT = `${TRAINING} at ${BRANCH.name}`;

const monthlyOf = async (page: Page) => {
  const totals = page.getByTestId("option-totals");
  const text = (await totals.locator("dd").first().textContent()) ?? "";
  return Number(text.replace(/[^\d.]/g, ""));
};

test("the customer leaves an optional item out: live totals, the accepted record and staff agree", async ({
  request,
  prospect,
  admin,
  browser,
}) => {
  const saved = await savedConfiguration(request, uniqueTag("optional"), "Clinic plan");
  const marked = await admin.post(`/api/admin/configurations/${saved.id}/versions`, {
    data: {
      expectedVersion: 1,
      adjustments: [],
      optionalLines: [{ locationId: BRANCH.id, serviceId: serviceIds.awarenessTraining }],
    },
  });
  expect(marked.status(), await marked.text()).toBe(201);
  const shared = await admin.post(`/api/admin/configurations/${saved.id}/shares`, {
    data: { version: 2, expiresInDays: 10 },
  });
  expect(shared.status(), await shared.text()).toBe(201);
  const { url } = (await shared.json()).data;

  const quote = prospect.page;
  await openQuote(quote, url);
  const toggle = quote.getByRole("checkbox", { name: `Include ${TRAINING} at ${BRANCH.name}` });
  await expect(toggle).toBeChecked();
  const before = await monthlyOf(quote);
  expect(await violations(quote)).toEqual([]);

  await toggle.press("Space");
  await expect(toggle).not.toBeChecked();
  await expect.poll(() => monthlyOf(quote)).toBeLessThan(before);
  const after = await monthlyOf(quote);
  const branch = quote.getByRole("region", { name: BRANCH.name });
  await expect(branch.locator("[data-left-out]")).toContainText("Left out");
  // Ticked again, the quote is as offered; unticked once more to accept without it.
  await toggle.press("Space");
  await expect.poll(() => monthlyOf(quote)).toBe(before);
  await toggle.press("Space");
  await expect.poll(() => monthlyOf(quote)).toBe(after);

  const region = quote.getByRole("region", { name: "Accept this quote" });
  await region.getByRole("textbox", { name: "Full name", exact: true }).fill("Morgan Lee");
  await region.getByRole("textbox", { name: "Title", exact: true }).fill("Practice Manager");
  await region.getByRole("checkbox").check();
  await region.getByRole("button", { name: /^Accept / }).click();

  const record = decision(quote);
  await expect(record.heading).toHaveText("Accepted");
  await expect(record.row("Optional items left out")).toHaveText(LEFT_OUT);
  expect(await monthlyOf(quote)).toBe(after);
  await expect(toggle).toBeDisabled();

  // After a reload the server prices what was accepted: the same figures.
  await quote.reload();
  await expect(record.row("Optional items left out")).toHaveText(LEFT_OUT);
  expect(await monthlyOf(quote)).toBe(after);
  await expect(toggle).not.toBeChecked();

  // Staff: the evidence names what was left out (the deal's value: optional-items.test.ts).
  const staff = await staffDetail(admin, saved.id);
  expect(staff.shares[0].decision).toMatchObject({ decision: "accepted", leftOut: [LEFT_OUT] });
  const staffContext = await browser.newContext({ storageState: await admin.storageState() });
  try {
    const page = await staffContext.newPage();
    await gotoReady(page, `/admin/service-configurations?id=${saved.id}`);
    await page.getByRole("tab", { name: /^Share links/ }).click();
    await expect(page.getByTestId("decision-evidence")).toContainText(LEFT_OUT);
  } finally {
    await staffContext.close();
  }
});

test("staff mark a line optional in the discount form; the saved version offers it", async ({
  request,
  admin,
  browser,
}) => {
  const saved = await savedConfiguration(request, uniqueTag("optional-staff"), "Clinic plan");
  const staffContext = await browser.newContext({ storageState: await admin.storageState() });
  try {
    const page = await staffContext.newPage();
    await gotoReady(page, `/admin/service-configurations?id=${saved.id}`);
    await page.getByRole("tab", { name: "Discount" }).click();
    const field = page.getByRole("group", { name: "Optional items" });
    const line = field.getByRole("checkbox", { name: `${BRANCH.name} — ${TRAINING}` });
    await line.check();
    await page.getByRole("button", { name: "Save as new version" }).press("Enter");
    await expect(page.getByText("Saved as version 2").first()).toBeVisible();
    await expect(line).toBeChecked();
    const version = await admin.get(`/api/admin/configurations/${saved.id}/versions/2`);
    const lines = (await version.json()).data.option.locations.flatMap(
      (location: { locationId: string; lines: { serviceId: number; optional?: boolean }[] }) =>
        location.lines
          .filter((entry) => entry.optional)
          .map((entry) => `${location.locationId}:${entry.serviceId}`),
    );
    expect(lines).toEqual([`${BRANCH.id}:${serviceIds.awarenessTraining}`]);
  } finally {
    await staffContext.close();
  }
});
