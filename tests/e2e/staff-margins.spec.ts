import { expect, signIn, test } from "./accounts";
import { savedConfiguration } from "./quote-support";

/**
 * Issue 35 §5: a catalogue cost gives staff the margin per line and per quote on the quote's
 * Services tab. Costs change what every quote page of staff shows, so this spec runs on the
 * server of its own (playwright.config.ts, PUBLIC_CONTENT_WRITERS).
 */
test("a service's cost shows its line's margin and the quote's, to staff only", async ({
  page,
  request,
  accounts,
}) => {
  const tag = `margin-${Date.now().toString(36)}`;
  const saved = await savedConfiguration(request, tag, `Clinic plan ${tag}`);
  const owner = await accounts.create();
  const admin = await accounts.api(owner);
  const name = "Multi-Factor Authentication";
  const list = (await (await admin.get(`/api/admin/catalog?q=${encodeURIComponent(name)}`)).json())
    .data;
  const { id, archived, createdAt, updatedAt, ...fields } = list[0];
  const costed = await admin.put(`/api/admin/catalog/${id}`, { data: { ...fields, cost: 1 } });
  expect(costed.status(), await costed.text()).toBe(200);
  await admin.dispose();

  await signIn(
    page,
    owner,
    `/auth?redirectTo=${encodeURIComponent(`/admin/service-configurations?id=${saved.id}`)}`,
  );
  await page.getByRole("tab", { name: "Services" }).click();
  await expect(page.getByTestId("quote-margin")).toContainText(
    "on the 2 lines with a cost in the catalogue",
  );
  const table = page.getByRole("table").first();
  await expect(table.getByRole("columnheader", { name: "Margin" })).toBeVisible();
  await expect(table.getByRole("row", { name: new RegExp(name) })).toContainText("%");

  // What prospects read of the catalogue carries no cost.
  const open = await request.get("/api/catalog");
  expect(await open.text()).not.toContain('"cost"');
});
