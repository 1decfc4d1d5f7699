import type { Page } from "@playwright/test";
import { expect, signIn, test, toastOf } from "./accounts";

const CATALOG = "/auth?redirectTo=%2Fadmin%2Fcatalog";

async function publicNames(page: Page): Promise<string[]> {
  const res = await page.request.get("/api/catalog");
  expect(res.ok()).toBe(true);
  return (await res.json()).data.map((service: { name: string }) => service.name);
}

async function openNewService(page: Page) {
  await page.getByRole("button", { name: "New service" }).click();
  const dialog = page.getByRole("dialog", { name: "New service" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe("/admin/catalog", () => {
  test("a service created with a prerequisite is offered publicly until it is hidden", async ({
    page,
    accounts,
  }) => {
    await signIn(page, await accounts.create(), CATALOG);
    await expect(page.getByRole("heading", { name: "Catalogue", level: 1 })).toBeVisible();
    const name = `Dark Web Monitoring ${Date.now() % 1_000_000}`;
    const dialog = await openNewService(page);
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByLabel("Category").fill("Identity & Access");
    await dialog
      .getByLabel("Description")
      .fill("Alerts when company credentials appear in breach dumps.");
    await dialog.getByLabel("Price (USD)").fill("3.25");
    await dialog.getByLabel("per user").check();
    await dialog
      .getByLabel("Features")
      .fill("Continuous breach monitoring\nMonthly exposure report");
    const prerequisites = dialog.getByRole("group", { name: /Prerequisites/ });
    await prerequisites.getByLabel("Filter prerequisites").fill("Multi-Factor");
    await prerequisites.getByLabel("Multi-Factor Authentication").check();
    // The preview prices the form through the engine, prerequisite included.
    const preview = dialog.getByRole("region", { name: "Price preview" });
    await expect(preview).toContainText(name);
    await expect(preview).toContainText("Added because");
    await dialog.getByRole("button", { name: "Create service" }).click();
    await expect(toastOf(page, "success", "Service saved")).toBeVisible();

    expect(await publicNames(page)).toContain(name);
    const services = (await (await page.request.get("/api/catalog")).json()).data;
    const created = services.find((service: { name: string }) => service.name === name);
    expect(created).toMatchObject({ price: 3.25, pricePerUser: true });
    expect(created.prerequisites).toHaveLength(1);

    await page.getByLabel("Search services").fill(name);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/q=Dark\+Web/);
    await page
      .getByRole("button", { name: `Edit ${name}` })
      .first()
      .click();
    const edit = page.getByRole("dialog", { name: `Edit ${name}` });
    await edit.getByLabel("Hidden from prospects").check();
    await edit.getByRole("button", { name: "Save changes" }).click();
    // The creation's toast may still be showing: this save's is the newest.
    await expect(edit).toBeHidden();
    await expect(toastOf(page, "success", "Service saved").last()).toBeVisible();
    await expect(page.getByText("Hidden", { exact: true }).first()).toBeVisible();
    expect(await publicNames(page)).not.toContain(name);
  });

  test("the form refuses a loop and a maximum below the minimum, and the preview follows the price", async ({
    page,
    accounts,
  }) => {
    await signIn(page, await accounts.create(), CATALOG);
    // MDR requires EDR: making EDR require MDR would close a loop.
    await page.getByLabel("Search services").fill("Endpoint Detection");
    await page.getByRole("button", { name: "Search" }).click();
    await page.getByRole("button", { name: "Edit Endpoint Detection & Response (EDR)" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Endpoint Detection & Response (EDR)" });
    const dependencies = dialog.getByRole("group", { name: /Dependencies/ });
    await dependencies.getByLabel("Filter dependencies").fill("Managed Detection");
    await dependencies.getByLabel("Managed Detection & Response (24x7 SOC)").check();
    await expect(
      dialog.getByText(
        /This would make a loop: Endpoint Detection & Response \(EDR\) needs Managed Detection/,
      ),
    ).toBeVisible();
    await dependencies.getByLabel("Managed Detection & Response (24x7 SOC)").uncheck();
    await expect(dialog.getByText(/This would make a loop/)).toHaveCount(0);

    const monthly = dialog.getByTestId("preview-monthly");
    const before = await monthly.textContent();
    await dialog.getByLabel("Price (USD)").fill("10");
    await expect(monthly).not.toHaveText(before ?? "");
    // 33 devices (30 endpoints + 3 servers, the seeded quantity formula) x $10.
    await expect(monthly).toHaveText("$330.00");

    await dialog.getByLabel("Minimum quantity").fill("5");
    await dialog.getByLabel("Maximum quantity").fill("2");
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await expect(dialog.getByText("The maximum must be at least the minimum")).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
  });

  test("filters, sorting and pages live in the URL; archive and restore ask first; CSV export", async ({
    page,
    accounts,
  }) => {
    await signIn(page, await accounts.create(), CATALOG);
    await expect(page.getByRole("navigation", { name: "Catalogue pages" })).toContainText(
      "Page 1 of",
    );
    await page.getByRole("link", { name: /^Price/ }).click();
    await expect(page).toHaveURL(/sort=price&dir=asc/);
    await expect(page.getByRole("columnheader", { name: /Price/ })).toHaveAttribute(
      "aria-sort",
      "ascending",
    );
    await page.getByRole("combobox", { name: "Category" }).click();
    await page.getByRole("option", { name: "Compliance" }).click();
    await expect(page).toHaveURL(/category=Compliance/);
    const rows = page.locator("tbody tr");
    await expect(rows.first()).toContainText("Compliance");

    await page.getByRole("button", { name: "Archive Annual Compliance Gap Assessment" }).click();
    const confirm = page
      .getByRole("alertdialog")
      .or(page.getByRole("dialog", { name: "Archive this service?" }));
    await confirm.getByRole("button", { name: "Archive" }).click();
    await expect(
      page.getByRole("button", { name: "Archive Annual Compliance Gap Assessment" }),
    ).toHaveCount(0);
    await page.getByRole("combobox", { name: "Status" }).click();
    await page.getByRole("option", { name: "Archived" }).click();
    await page.getByRole("button", { name: "Restore Annual Compliance Gap Assessment" }).click();
    await page
      .getByRole("dialog", { name: "Restore this service?" })
      .getByRole("button", { name: "Restore" })
      .click();
    await expect(page.getByText("No service matches these filters")).toBeVisible();

    const csv = await page.request.get("/api/admin/catalog/export.csv");
    expect(csv.headers()["content-type"]).toContain("text/csv");
    expect(await csv.text()).toContain("Endpoint Detection & Response (EDR)");
  });
});

test("a save over someone else's newer edit is refused with a clear message and a reload", async ({
  page,
  accounts,
}) => {
  await signIn(page, await accounts.create(), CATALOG);
  const name = "Business Password Manager";
  await page.getByLabel("Search services").fill(name);
  await page.getByRole("button", { name: "Search" }).click();
  await page.getByRole("button", { name: `Edit ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: `Edit ${name}` });
  await expect(dialog.getByLabel("Name")).toHaveValue(name);

  // Another administrator saves the same service meanwhile.
  const list = (
    await (await page.request.get(`/api/admin/catalog?q=${encodeURIComponent(name)}`)).json()
  ).data;
  const { id, archived, createdAt, updatedAt, ...fields } = list[0];
  const theirs = await page.request.put(`/api/admin/catalog/${id}`, {
    data: { ...fields, description: `${fields.description} Now with passkeys.` },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(theirs.status()).toBe(200);

  await dialog.getByLabel("Description").fill("An edit made from an outdated copy.");
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(
    dialog.getByText("Someone else saved this service after you opened it"),
  ).toBeVisible();
  await dialog.getByRole("button", { name: "Reload the catalogue" }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: `Edit ${name}` }).click();
  await expect(
    page.getByRole("dialog", { name: `Edit ${name}` }).getByLabel("Description"),
  ).toHaveValue(/Now with passkeys\.$/);
});
