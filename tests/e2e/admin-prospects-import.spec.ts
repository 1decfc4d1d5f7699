import { expect, signIn, test } from "./accounts";

test.describe("/admin/prospects/import", () => {
  test("a CSV is mapped, previewed with its bad row and matches, then imported once", async ({
    page,
    accounts,
  }) => {
    const stamp = `${Date.now() % 1_000_000}${Math.floor(Math.random() * 1000)}`;
    const acme = `acme${stamp}.com`;
    const zeta = `zeta${stamp}.com`;
    const account = await accounts.create();
    // Zeta is already a prospect: the file's row for its contact updates it.
    const api = await accounts.api(account);
    const seeded = await api.post("/api/prospects/import", {
      data: {
        mapping: { company: 0, email: 1 },
        rows: [[`Zeta ${stamp}`, `zed@${zeta}`]],
        dryRun: false,
      },
    });
    expect(seeded.status()).toBe(200);

    await signIn(page, account, "/auth?redirectTo=%2Fadmin%2Fprospects%2Fimport");
    await expect(page.getByRole("heading", { name: "Import prospects", level: 1 })).toBeVisible();
    const csv = [
      "Company,Full name,Email,Stage,Notes",
      `Acme ${stamp},Ann Park,ann@${acme},Qualified,first`,
      `,Ben Ruiz,ben@${acme},,second`,
      "Bad Co,Cy,not-an-address,,third",
      `,Zed Updated,ZED@${zeta},Proposal,fourth`,
    ].join("\n");
    await page.getByLabel("CSV file").setInputFiles({
      name: "contacts.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(csv),
    });

    await expect(
      page.getByRole("heading", { name: "Map the columns of contacts.csv" }),
    ).toBeVisible();
    await expect(page.getByRole("combobox", { name: "E-mail (required)" })).toHaveText("Email");
    await expect(page.getByRole("combobox", { name: "Contact name" })).toHaveText("Full name");
    await expect(page.getByRole("combobox", { name: "Status" })).toHaveText("Stage");
    await expect(page.getByRole("combobox", { name: "Tags" })).toHaveText("Not in the file");
    await page.getByRole("combobox", { name: "Tags" }).click();
    await page.getByRole("option", { name: "Notes" }).click();
    await page.getByRole("button", { name: "Preview the import" }).click();

    await expect(
      page.getByRole("heading", { name: "Preview: what the import will do" }),
    ).toBeVisible();
    await expect(page.getByText("Row 4, email: Enter a valid e-mail address")).toBeVisible();
    const rows = page.getByRole("table", { name: "What happens to each row" });
    await expect(rows.getByRole("row").filter({ hasText: `ann@${acme}` })).toContainText(
      "New prospect",
    );
    await expect(rows.getByRole("row").filter({ hasText: `ben@${acme}` })).toContainText(
      `New contact at Acme ${stamp}`,
    );
    await expect(rows.getByRole("row").filter({ hasText: `ZED@${zeta}` })).toContainText(
      `Update contact at Zeta ${stamp}`,
    );

    await page.getByRole("button", { name: "Import 3 rows" }).click();
    await expect(page.getByRole("heading", { name: "Import finished" })).toBeFocused();
    const figures = page.getByRole("definition");
    await expect(figures).toHaveText(["1", "1", "1", "1"]);
    await expect(page.getByRole("link", { name: "Show the imported prospects" })).toHaveAttribute(
      "href",
      /^\/admin\/prospects\?tag=import-\d{4}-\d{2}-\d{2}$/,
    );

    // One Acme with both contacts, tagged from the file; Zeta updated, not duplicated.
    const exported = await (await api.get(`/api/prospects/export.csv?q=${stamp}`)).text();
    const lines = exported.trim().split("\n").slice(1);
    expect(lines).toHaveLength(2);
    expect(exported).toContain(`Ann Park <ann@${acme}>; Ben Ruiz <ben@${acme}>`);
    expect(exported).toMatch(new RegExp(`Zeta ${stamp},${zeta},Proposal,`));
    await api.dispose();
  });
});
