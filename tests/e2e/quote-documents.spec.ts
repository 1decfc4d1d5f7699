import path from "node:path";
import { test as accountsTest, expect, signIn, toastOf } from "./accounts";
import { openQuote, savedConfiguration, shareOf } from "./quote-support";
import { asVisitor } from "./support";

/**
 * Issue 35 §6: the quote documents. Staff write a quote's own cover letter with placeholders;
 * the next link shows it filled in, under the provider's brand; a refused save names and
 * focuses the field; the template's logo reaches the quote page.
 */
const test = accountsTest.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  extraHTTPHeaders: async ({}, use) => {
    await use(asVisitor().headers);
  },
});

const uniqueTag = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test("a quote's own cover letter is written, checked, and shown filled in on its next link", async ({
  page,
  request,
  accounts,
}) => {
  const saved = await savedConfiguration(request, uniqueTag("letter"), "Clinic plan with a letter");
  await signIn(
    page,
    await accounts.create(),
    `/auth?redirectTo=${encodeURIComponent(`/admin/service-configurations?id=${saved.id}`)}`,
  );
  await page.getByRole("tab", { name: "Cover letter and terms" }).click();
  const letter = page.getByRole("textbox", { name: "Cover letter" });
  // The template's text shows, read-only, until staff choose to write the quote's own.
  await expect(letter).toHaveAttribute("readonly", "");
  await expect(letter).toHaveValue(/Dear \{\{prospect\.contactName\}\}/);
  await page.getByRole("checkbox", { name: "Write this quote's own cover letter" }).check();
  await letter.fill("Hello {{prospect.name}}");
  await page.getByRole("button", { name: "Save cover letter and terms" }).click();
  await expect(
    page.getByText(
      "Unknown placeholder {{prospect.name}}. Use one of the placeholders listed below.",
    ),
  ).toBeVisible();
  await expect(letter).toBeFocused();
  await expect(letter).toHaveAttribute("aria-invalid", "true");

  await letter.fill("Prepared for **{{prospect.companyName}}**, valid until {{quote.validUntil}}.");
  await page.getByRole("button", { name: "Save cover letter and terms" }).click();
  await expect(toastOf(page, "success", "Cover letter and terms saved")).toBeVisible();

  const share = await shareOf(request, saved);
  await openQuote(page, share.url);
  const cover = page.getByTestId("cover-letter");
  await expect(cover).toContainText(`Prepared for ${saved.company}, valid until`);
  await expect(cover.locator("strong")).toHaveText(saved.company);
  await expect(page.getByTestId("quote-brand-rule")).toBeVisible();
  await expect(page.getByTestId("quote-terms").getByRole("listitem").first()).toHaveText(
    "Prices are in US dollars and exclude applicable taxes.",
  );
});

test("the quote template refuses an unknown placeholder and puts its logo on new links", async ({
  page,
  request,
  accounts,
}) => {
  await signIn(
    page,
    await accounts.create(),
    "/auth?redirectTo=%2Fadmin%2Fsettings%3Ftab%3Dquotes",
  );
  const terms = page.getByRole("textbox", { name: "Terms" });
  const original = await terms.inputValue();
  await terms.fill(`${original}\n\nTotal: {{quote.total}}`);
  await page.getByRole("button", { name: "Save quote documents" }).click();
  await expect(terms).toBeFocused();
  await expect(
    page.getByText(
      "Unknown placeholder {{quote.total}}. Use one of the placeholders listed below.",
    ),
  ).toBeVisible();
  await terms.fill(original);

  // The logo: uploaded at once, kept by the save, shown on the next link's page.
  // Headless Chromium opens no file picker: the file goes to the field's input, as a pick would.
  await expect(page.getByRole("button", { name: "Upload image: Logo" })).toBeVisible();
  await page
    .getByRole("region", { name: "Quote documents" })
    .locator("input[type=file]")
    .setInputFiles(path.resolve("public/images/og-image.png"));
  await expect(page.getByRole("button", { name: "Remove: Logo" })).toBeVisible();
  await page.getByRole("button", { name: "Save quote documents" }).click();
  await expect(toastOf(page, "success", "Quote template saved")).toBeVisible();

  try {
    const saved = await savedConfiguration(request, uniqueTag("logo"), "Clinic plan with a logo");
    const share = await shareOf(request, saved);
    await openQuote(page, share.url);
    const logo = page.getByTestId("quote-logo");
    await expect(logo).toBeVisible();
    expect(await logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  } finally {
    // Other tests share the template: leave it without a logo, as it was.
    await page.goto("/admin/settings?tab=quotes");
    await page.getByRole("button", { name: "Remove: Logo" }).click();
    await page.getByRole("button", { name: "Save quote documents" }).click();
    await expect(toastOf(page, "success", "Quote template saved")).toBeVisible();
  }
});
