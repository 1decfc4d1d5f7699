import { expect, signIn, test, toastOf } from "./accounts";
import { asVisitor } from "./support";

test.describe("/admin/inquiries", () => {
  test("staff work a contact inquiry: read it, own it, handle it, filter and open its prospect", async ({
    page,
    request,
    accounts,
  }) => {
    const stamp = `${Date.now() % 1_000_000}${Math.floor(Math.random() * 1000)}`;
    const name = `Morgan Lee ${stamp}`;
    const message = `Ticket ${stamp}: we run 40 laptops and two file servers, and our insurer now asks for MFA everywhere and tested backups before the renewal in May.`;
    const sent = await request.post("/api/inquiries", {
      ...asVisitor(),
      data: { name, email: `morgan.${stamp}@example.com`, organizationSize: "11-50", message },
    });
    expect(sent.status()).toBe(201);
    const account = await accounts.create();

    await signIn(
      page,
      account,
      `/auth?redirectTo=${encodeURIComponent(`/admin/inquiries?q=${stamp}`)}`,
    );
    await expect(page.getByRole("heading", { name: "Inquiries", level: 1 })).toBeVisible();
    const table = page.getByRole("table", { name: "Inquiries, newest first" });
    const row = table.getByRole("row").filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole("link", { name: `morgan.${stamp}@example.com` })).toHaveAttribute(
      "href",
      `mailto:morgan.${stamp}@example.com`,
    );
    await expect(row).toContainText("11-50 employees");
    await expect(row).toContainText("New");

    // The message is shortened in the table; the dialog has all of it.
    await row.getByRole("button", { name: `Read the whole message from ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: `Message from ${name}` });
    await expect(dialog).toContainText(message);
    await dialog.getByRole("button", { name: "Close" }).first().click();
    await expect(dialog).toBeHidden();

    // New inquiries land on their prospect on their own: the row links there.
    const prospect = row.getByRole("link", { name: `Open prospect ${name} (individual)` });
    await expect(prospect).toHaveAttribute("href", /^\/admin\/prospects\/\d+$/);

    await row.getByRole("combobox", { name: `Owner of the inquiry from ${name}` }).click();
    await page.getByRole("option", { name: account.displayName, exact: true }).click();
    await expect(toastOf(page, "success", `Inquiry from ${name} saved`)).toBeVisible();
    await expect(
      row.getByRole("combobox", { name: `Owner of the inquiry from ${name}` }),
    ).toHaveText(account.displayName);

    await row.getByRole("button", { name: `Mark handled the inquiry from ${name}` }).click();
    await expect(toastOf(page, "success", `Inquiry from ${name} saved as handled`)).toBeVisible();
    await expect(row).toContainText("Handled");

    // The filter lives in the URL, and the export follows it.
    await page.getByRole("combobox", { name: "Status" }).click();
    await page.getByRole("option", { name: "Handled" }).click();
    await expect(page).toHaveURL(/status=handled/);
    await expect(row).toHaveCount(1);
    await expect(page.getByRole("link", { name: "Export CSV" })).toHaveAttribute(
      "href",
      `/api/inquiries/export.csv?status=handled&q=${stamp}`,
    );
    const csv = await page.request.get(`/api/inquiries/export.csv?status=handled&q=${stamp}`);
    expect(await csv.text()).toContain(`${name},morgan.${stamp}@example.com,11-50,`);
    await page.getByRole("combobox", { name: "Status" }).click();
    await page.getByRole("option", { name: "New" }).click();
    await expect(page).toHaveURL(/status=new/);
    await expect(
      page.getByRole("heading", { name: "No inquiry matches these filters" }),
    ).toBeVisible();
    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect(page).not.toHaveURL(/status=/);

    // Someone else reopens it meanwhile: this page's next change is refused, not lost.
    await page.goto(`/admin/inquiries?q=${stamp}`);
    await expect(row).toContainText("Handled");
    const other = await accounts.api(account);
    const listed = await (await other.get(`/api/inquiries?q=${stamp}`)).json();
    const { id, version } = listed.data[0];
    const reopened = await other.put(`/api/inquiries/${id}`, { data: { status: "new", version } });
    expect(reopened.status()).toBe(200);
    await other.dispose();
    await row.getByRole("button", { name: `Reopen the inquiry from ${name}` }).click();
    await expect(toastOf(page, "error", "Someone else changed this inquiry")).toBeVisible();
    await expect(row).toContainText("New");
    await expect(
      row.getByRole("button", { name: `Mark handled the inquiry from ${name}` }),
    ).toBeVisible();
  });
});
