import { test as accountsTest, expect, signIn, toastOf } from "./accounts";
import { violations } from "./axe-support";
import { savedConfiguration } from "./quote-support";
import { asVisitor } from "./support";

/**
 * Issue 35 §5 in the staff pages: a discount over the threshold shows as waiting on the
 * quote, and a second administrator with the Approver permission decides it, with a reason,
 * on "Discount approvals". The thresholds are global: this spec uses 99.99% of the first
 * year, which only its own 100% discount crosses, so other specs' discounts stay free.
 */
const test = accountsTest.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  extraHTTPHeaders: async ({}, use) => {
    await use(asVisitor().headers);
  },
});

const uniqueTag = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test("a waiting discount blocks sharing; another administrator approves it with a reason", async ({
  page,
  request,
  accounts,
}) => {
  const saved = await savedConfiguration(request, uniqueTag("approve"), "Clinic plan approval");
  const owner = await accounts.create();
  const api = await accounts.api(owner);
  const current = await (await api.get("/api/admin/approval-policy")).json();
  const policy = await api.put("/api/admin/approval-policy", {
    data: { percentOver: 99.99, monthlyOverCents: null, expectedVersion: current.data.version },
  });
  expect(policy.status(), await policy.text()).toBe(200);
  const everything = (scope: string) => ({ scope, kind: "percent", value: 100, reason: "Pilot" });
  const discounted = await api.post(`/api/admin/configurations/${saved.id}/versions`, {
    data: {
      expectedVersion: saved.version,
      adjustments: [everything("recurring"), everything("setup")],
    },
  });
  expect(discounted.status(), await discounted.text()).toBe(201);
  const shared = await api.post(`/api/admin/configurations/${saved.id}/shares`, {
    data: { expiresInDays: 30 },
  });
  expect(shared.status()).toBe(409);
  await api.dispose();

  const approver = await accounts.create({ permissions: ["approver"] });
  await signIn(page, approver, "/auth?redirectTo=%2Fadmin");
  // An Approver-only administrator lands on the approvals page, the only one they may open.
  await expect(page).toHaveURL(/\/admin\/approvals$/);
  await expect(page.getByRole("heading", { name: "Discount approvals", level: 1 })).toBeVisible();
  const card = page.getByTestId("approval").filter({ hasText: saved.name });
  await expect(card).toContainText("Waiting for approval");
  await expect(card).toContainText("above 99.99% needs approval");
  await expect(card).toContainText(owner.username);
  expect(await violations(page)).toEqual([]);

  await card.getByRole("button", { name: "Approve" }).click();
  const dialog = page.getByRole("dialog", { name: `Approve the discount of ${saved.name}` });
  await dialog.getByRole("button", { name: "Approve" }).click();
  const reason = dialog.getByRole("textbox", { name: "Reason" });
  await expect(reason).toBeFocused();
  await expect(reason).toHaveAttribute("aria-invalid", "true");
  await reason.fill("Pilot customer for the new clinic bundle");
  await dialog.getByRole("button", { name: "Approve" }).click();
  await expect(toastOf(page, "success", "Discount approved")).toBeVisible();
  await expect(dialog).toBeHidden();
  const decided = page.getByTestId("approval").filter({ hasText: saved.name });
  await expect(decided).toContainText(`Approved by ${approver.username}`);
  await expect(decided).toContainText('"Pilot customer for the new clinic bundle"');

  // The owner's quote page shows the decision, and the version can now be shared.
  await page.context().clearCookies();
  await signIn(
    page,
    owner,
    `/auth?redirectTo=${encodeURIComponent(`/admin/service-configurations?id=${saved.id}`)}`,
  );
  const notice = page.getByTestId("approval-notice");
  await expect(notice).toContainText(`Discount of version ${saved.version + 1}: Approved`);
  await expect(notice).toContainText("Pilot customer for the new clinic bundle");
  const after = await accounts.api(owner);
  const reshared = await after.post(`/api/admin/configurations/${saved.id}/shares`, {
    data: { expiresInDays: 30 },
  });
  expect(reshared.status(), await reshared.text()).toBe(201);
  await after.dispose();
});
