import { expect } from "@playwright/test";
import { chooseRadio, decision, openQuote, sharedQuote, staffDetail, test } from "./quote-support";
import { gotoReady } from "./support";

/**
 * Issue 33's billing row (decision 048): the billing the prospect accepts is part of the
 * acceptance, survives a reload of the quote page and is what staff see.
 */
const uniqueTag = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test("annual prepay accepted on the quote page stays annual after a reload and on the staff side", async ({
  request,
  prospect,
  admin,
  browser,
}) => {
  const { saved, share } = await sharedQuote(request, uniqueTag("billing"));
  const quote = prospect.page;
  await openQuote(quote, share.url);

  await chooseRadio(quote, "Annual prepay");
  const region = quote.getByRole("region", { name: "Accept this quote" });
  await expect(region.getByTestId("accepting-billing")).toContainText("Annual prepay");
  await region.getByRole("textbox", { name: "Full name", exact: true }).fill("Morgan Lee");
  await region.getByRole("textbox", { name: "Title", exact: true }).fill("Practice Manager");
  await region.getByRole("checkbox").check();
  await region.getByRole("button", { name: /^Accept / }).click();

  const record = decision(quote);
  await expect(record.heading).toHaveText("Accepted");
  await expect(record.row("Billing")).toHaveText("Annual prepay");

  await quote.reload();
  await expect(record.heading).toHaveText("Accepted");
  await expect(record.row("Billing")).toHaveText("Annual prepay");
  await expect(quote.getByRole("radio", { name: "Annual prepay" })).toBeChecked();
  await expect(quote.getByTestId("quote-headline")).toContainText("per year, prepaid");

  // Staff: the API and the configuration page say annual prepay, and the version is frozen.
  const staff = await staffDetail(admin, saved.id);
  expect(staff.shares[0].decision).toMatchObject({ decision: "accepted", billing: "annual" });
  const staffContext = await browser.newContext({ storageState: await admin.storageState() });
  try {
    const page = await staffContext.newPage();
    await gotoReady(page, `/admin/service-configurations?id=${saved.id}`);
    const frozen = page.getByTestId("accepted-frozen");
    await expect(frozen).toContainText("Version 1 was accepted (annual prepay)");
    await expect(page.getByRole("button", { name: "Revise accepted quote" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Share", exact: true })).toBeDisabled();
    await page.getByRole("tab", { name: /^Share links/ }).click();
    const evidence = page.getByTestId("decision-evidence");
    await expect(evidence).toContainText("Billing");
    await expect(evidence).toContainText("Annual prepay");
  } finally {
    await staffContext.close();
  }
});
