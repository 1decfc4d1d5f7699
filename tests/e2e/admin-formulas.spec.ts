import type { Page } from "@playwright/test";
import { expect, signIn, test, toastOf } from "./accounts";

const FORMULAS = "/auth?redirectTo=%2Fadmin%2Fcalculation-formulas";
// A quantity formula no other browser test prices with, so editing it cannot race them.
const WIFI = "Wi-Fi access points per site";
const WIFI_EXPRESSION = "max(1, ceil(userCount / 25))";

async function findFormula(page: Page, words: string) {
  await page.getByLabel("Search formulas").fill(words);
  await page.getByRole("button", { name: "Search" }).click();
  return page.getByTestId("formula-card").filter({ hasText: words }).first();
}

test.describe("/admin/calculation-formulas", () => {
  test("an edit is checked with its position, tried, previewed and saved as a new version", async ({
    page,
    accounts,
  }) => {
    await signIn(page, await accounts.create(), FORMULAS);
    await expect(page.getByRole("heading", { name: "Formulas", level: 1 })).toBeVisible();
    await page.getByRole("link", { name: /^Quantity/ }).click();
    await expect(page).toHaveURL(/purpose=quantity/);
    const card = await findFormula(page, WIFI);
    await expect(card).toContainText(WIFI_EXPRESSION);
    await card.getByRole("button", { name: `Edit ${WIFI}` }).click();
    const dialog = page.getByRole("dialog", { name: `Edit ${WIFI}` });
    const expression = dialog.getByLabel("Expression");

    // Try it: the sample's 25 users need one access point, 100 users four.
    await expect(dialog.getByTestId("try-it-result")).toHaveText("1");
    await dialog.getByRole("spinbutton", { name: "userCount" }).fill("100");
    await expect(dialog.getByTestId("try-it-result")).toHaveText("4");

    // A syntax error is refused where it is, before and by the server.
    await expression.fill("max(2, ceil(userCount / 10)");
    await expect(dialog.getByText("Expected ) at character 28")).toBeVisible();
    // The character is marked in the text, linked to the field, and the refused save
    // puts the caret on it (issue 34).
    const mark = dialog.getByTestId("expression-error-mark");
    await expect(mark.locator("mark")).toBeVisible();
    await expect(expression).toHaveAccessibleDescription(/Expected \) at character 28/);
    await expect(expression).toHaveAccessibleDescription(
      /The problem is at the end, after "rCount \/ 10\)"/,
    );
    await dialog.getByLabel("Name").focus();
    await dialog.getByRole("button", { name: "Save new version" }).click();
    await expect(dialog).toBeVisible();
    await expect(expression).toBeFocused();
    expect(await expression.evaluate((area: HTMLTextAreaElement) => area.selectionStart)).toBe(27);
    // Decision 060: the form's alert names the field it refused.
    await expect(dialog.getByText("Check Expression before you save.")).toBeVisible();
    const formulas = (await (await page.request.get("/api/admin/formulas")).json()).data;
    const wifi = formulas.find((formula: { name: string }) => formula.name === WIFI);
    const refused = await page.request.put(`/api/admin/formulas/${wifi.id}`, {
      data: { ...wifi, expression: "max(2, ceil(userCount / 10)", baseVersion: wifi.version },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(refused.status()).toBe(400);
    expect((await refused.json()).errors.expression).toBe("Expected ) at character 28");

    // The sample quote shows what the new version would cost before it is saved.
    await expression.fill("max(2, ceil(userCount / 10))");
    await expect(dialog.getByText("The expression is valid.")).toBeVisible();
    const nowMonthly = dialog
      .getByRole("row", { name: /^Monthly/ })
      .getByRole("cell")
      .first();
    const now = await nowMonthly.textContent();
    await expect(dialog.getByTestId("sample-monthly")).not.toHaveText(now ?? "");
    const next = await dialog.getByTestId("sample-monthly").textContent();
    await dialog.getByRole("button", { name: "Save new version" }).click();
    await expect(toastOf(page, "success", `Saved as version ${wifi.version + 1}`)).toBeVisible();
    await expect(card).toContainText(`Version ${wifi.version + 1}`);
    await expect(card).toContainText("max(2, ceil(userCount / 10))");

    // The saved version now prices the sample: what was "with this version" is "now".
    await card.getByRole("button", { name: `Edit ${WIFI}` }).click();
    await expect(nowMonthly).toHaveText(next ?? "");
    await dialog.getByLabel("Expression").fill(WIFI_EXPRESSION);
    await dialog.getByRole("button", { name: "Save new version" }).click();
    await expect(toastOf(page, "success", `Saved as version ${wifi.version + 2}`)).toBeVisible();

    await card.getByRole("button", { name: `Versions of ${WIFI}` }).click();
    const versions = page.getByRole("dialog", { name: `Versions of ${WIFI}` });
    await expect(versions.getByRole("listitem")).toHaveCount(wifi.version + 2);
    await expect(versions).toContainText("max(2, ceil(userCount / 10))");
    await expect(versions).toContainText(`Version ${wifi.version + 2} (current)`);
  });

  test("a recommendation rule is created for a service, archived and restored", async ({
    page,
    accounts,
  }) => {
    await signIn(page, await accounts.create(), FORMULAS);
    const name = `Recommend DNS filtering to big offices ${Date.now() % 100_000}`;
    await page.getByRole("button", { name: "New formula" }).click();
    const dialog = page.getByRole("dialog", { name: "New formula" });
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByRole("combobox", { name: "Service" }).click();
    await page.getByRole("option", { name: "DNS Filtering & Web Protection" }).click();
    await dialog.getByLabel("Expression").fill("userCount * 2");
    await expect(dialog.getByText(/must be a condition/)).toBeVisible();
    await dialog.getByLabel("Expression").fill("userCount > 20 && hasCloudServices");
    await expect(dialog.getByTestId("rule-outcome")).toHaveText(
      "This rule recommends its service for the sample.",
    );
    await dialog.getByRole("button", { name: "Create formula" }).click();
    await expect(dialog.getByText("Enter the reason the prospect reads")).toBeVisible();
    await dialog
      .getByLabel("Reason the prospect reads")
      .fill("Offices this size see phishing links daily.");
    await dialog.getByRole("button", { name: "Create formula" }).click();
    await expect(toastOf(page, "success", "Saved as version 1")).toBeVisible();

    const card = await findFormula(page, name);
    await expect(card).toContainText("DNS Filtering & Web Protection");
    await card.getByRole("button", { name: `Archive ${name}` }).click();
    await page
      .getByRole("dialog", { name: "Archive this formula?" })
      .getByRole("button", { name: "Archive" })
      .click();
    await expect(card).toContainText("Archived");
    const active = (await (await page.request.get("/api/catalog/formulas")).json()).data;
    expect(active.map((formula: { name: string }) => formula.name)).not.toContain(name);
    await card.getByRole("button", { name: `Restore ${name}` }).click();
    await page
      .getByRole("dialog", { name: "Restore this formula?" })
      .getByRole("button", { name: "Restore" })
      .click();
    await expect(card).not.toContainText("Archived");
    await card.getByRole("button", { name: `Archive ${name}` }).click();
    await page
      .getByRole("dialog", { name: "Archive this formula?" })
      .getByRole("button", { name: "Archive" })
      .click();
    await expect(card).toContainText("Archived");
  });
});
