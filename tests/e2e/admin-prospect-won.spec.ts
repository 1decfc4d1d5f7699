import { expect, signIn, test } from "./accounts";
import { sharedQuote } from "./quote-support";
import { asVisitor } from "./support";

// Its quotes are seeded through the lead step, which allows 10 leads per address in 10
// minutes: from the shared loopback address a fast suite met that limit (429).
test.use({ extraHTTPHeaders: asVisitor().headers });

test("a won deal makes its prospect Won, with a line on its timeline and the builder answers on its page (issue 34)", async ({
  page,
  accounts,
}) => {
  const tag = `won-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const { share } = await sharedQuote(page.request, tag);
  const accepted = await page.request.post(`/api/quotes/${share.token}/accept`, {
    data: { position: 0, fullName: "Dana Reyes", title: "Practice manager", agreeToTerms: true },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);

  await signIn(
    page,
    await accounts.create(),
    `/auth?redirectTo=${encodeURIComponent(`/admin/opportunities?view=board&q=${tag}`)}`,
  );
  const won = page.getByRole("region", { name: "Won" });
  await expect(won.getByTestId("column-count")).toHaveText("1 opportunity");
  await won.getByRole("link", { name: /Harbor Family Clinic/ }).click();
  await expect(page).toHaveURL(/\/admin\/prospects\/\d+$/);
  await expect(page.getByRole("combobox", { name: "Status", exact: true })).toHaveText("Won");
  await expect(page.getByText(/Status changed from New to Won/)).toBeVisible();

  const answers = page.getByRole("region", { name: "Service Builder answers" });
  await expect(answers).toContainText("11-50 employees");
  await expect(answers).toContainText("HIPAA");
  await expect(answers).toContainText("1-3 months");
  const locations = answers.getByRole("list", { name: "Locations" });
  await expect(locations.getByRole("listitem")).toHaveCount(2);
  await expect(locations).toContainText("Main office");
  await expect(locations).toContainText("25 users · 30 endpoints · 1 server");
  await expect(locations).toContainText("5 users · 6 endpoints · 0 servers");
});
