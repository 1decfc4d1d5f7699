import { expect } from "@playwright/test";
import {
  type BuilderDraft,
  HQ,
  SESSION_HEADER,
  seedBuilder,
  serverState,
  storeSessionId,
} from "./builder-support";
import { test } from "./quote-support";
import { gotoReady } from "./support";

/**
 * Issue 34: staff archive a service a visitor's draft contains. The builder says so by name
 * on the configure and summary steps, and the totals leave it out.
 */
test("a service archived since the draft was saved is named as removed, totals without it", async ({
  page,
  request,
  admin,
}) => {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  // A service of its own, so archiving it changes no other test's catalogue.
  const found = await admin.get(`/api/admin/catalog?q=${encodeURIComponent("Multi-Factor")}`);
  const [model] = (await found.json()).data;
  const { id: _id, archived: _a, createdAt: _c, updatedAt: _u, version: _v, ...fields } = model;
  const name = `Retired Vault ${tag}`;
  const created = await admin.post("/api/admin/catalog", { data: { ...fields, name } });
  expect(created.status(), await created.text()).toBe(201);
  const serviceId: number = (await created.json()).data.id;

  // The same configuration without it, for the totals to compare with.
  const plain = await seedBuilder(request, { stepReached: "configure", tag: `plain-${tag}` });
  const sessionId = await seedBuilder(request, { stepReached: "configure", tag: `gone-${tag}` });
  const { draft } = await serverState(request, sessionId);
  const withIt: BuilderDraft = {
    ...draft,
    selections: [...draft.selections, { locationId: HQ.id, serviceId }],
  };
  const saved = await request.put("/api/sb/draft", {
    headers: { [SESSION_HEADER]: sessionId },
    data: withIt,
  });
  expect(saved.status(), await saved.text()).toBe(200);

  await storeSessionId(page, plain);
  await gotoReady(page, "/sb/configure");
  const total = page.getByTestId("headline-total");
  await expect(total).not.toHaveText("$0.00");
  const without = await total.textContent();

  const archived = await admin.post(`/api/admin/catalog/${serviceId}/archive`);
  expect(archived.status(), await archived.text()).toBe(200);

  const other = await page.context().browser()?.newContext();
  if (!other) throw new Error("no browser");
  const visitor = await other.newPage();
  await storeSessionId(visitor, sessionId);
  await gotoReady(visitor, "/sb/configure");
  const note = `${name} is no longer offered and was removed from your configuration.`;
  await expect(visitor.getByText(note)).toBeVisible();
  await expect(visitor.locator(`[data-line="${serviceId}"]`)).toHaveCount(0);
  await expect(visitor.getByTestId("headline-total")).toHaveText(without ?? "");
  // It leaves the stored draft too, so the configuration saves.
  await expect
    .poll(async () =>
      (await serverState(request, sessionId)).draft.selections.some(
        (selection) => selection.serviceId === serviceId,
      ),
    )
    .toBe(false);

  await visitor.getByRole("button", { name: "Review summary" }).click();
  await expect(visitor).toHaveURL(/\/sb\/summary$/);
  await expect(visitor.getByText(note)).toBeVisible();
  await expect(visitor.getByTestId("headline-total")).toHaveText(without ?? "");
  await other.close();
});
