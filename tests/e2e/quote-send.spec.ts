import { test as accountsTest, expect, signIn, toastOf } from "./accounts";
import { violations } from "./axe-support";
import { savedConfiguration } from "./quote-support";
import { asVisitor, gotoReady } from "./support";

/**
 * Issue 35 §1: "Send quote" on the staff quote page. Staff choose the prospect's contacts,
 * edit the message from the template with a live preview, send; the quote says who it went
 * to and how often it was opened, each copy is readable in the outbox, and its unsubscribe
 * link is honoured at once.
 */
const test = accountsTest.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  extraHTTPHeaders: async ({}, use) => {
    await use(asVisitor().headers);
  },
});

const uniqueTag = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test("staff send a quote to a contact, read the copy, and the contact's unsubscribe holds", async ({
  page,
  request,
  accounts,
  browser,
}) => {
  // The send draws the PDF in Chromium before it answers: seconds on a busy machine.
  test.slow();
  const saved = await savedConfiguration(request, uniqueTag("send"), "Clinic plan to send");
  await signIn(
    page,
    await accounts.create(),
    `/auth?redirectTo=${encodeURIComponent(`/admin/service-configurations?id=${saved.id}`)}`,
  );
  await page.getByRole("button", { name: "Send quote" }).click();
  const dialog = page.getByRole("dialog", { name: "Send quote" });
  const contact = dialog.getByRole("checkbox", { name: /primary/ });
  await expect(contact).toBeChecked();
  // The contact's address is the second line beside its checkbox.
  const email = (await contact.locator("xpath=../span/span[2]").textContent()) ?? "";
  expect(email).toContain("@");
  await expect(dialog.getByRole("textbox", { name: "Message" })).toHaveValue(
    /^Dear \{\{prospect\.contactName\}\},/,
  );
  // The preview is the contact's own message, with the link at its end.
  await expect(dialog.getByTestId("send-preview")).toContainText(
    `Open your quote: [the link to the quote]`,
  );
  await expect(dialog.getByTestId("send-preview")).not.toContainText("{{");
  expect(await violations(page, '[role="dialog"]')).toEqual([]);

  // Nobody chosen: refused by name, focus on the recipients.
  await contact.uncheck();
  await dialog.getByRole("button", { name: "Send quote" }).click();
  await expect(dialog.getByText("Choose at least one contact")).toBeVisible();
  await expect(contact).toBeFocused();

  await contact.check();
  await dialog.getByRole("textbox", { name: "Subject" }).fill("Your plan {{quote.reference}}");
  await dialog.getByRole("button", { name: "Send quote" }).click();
  await expect(toastOf(page, "success", "Quote sent to 1 contact")).toBeVisible({
    timeout: 20_000,
  });
  await expect(dialog).toBeHidden();

  await page.getByRole("tab", { name: /Share links/ }).click();
  const sent = page.getByTestId("quote-send");
  await expect(sent).toContainText(`Sent to ${email} on`);
  await expect(sent).toContainText("not opened yet");
  await expect(sent).toContainText("PDF attached");
  await expect(sent).toContainText(/“Your plan Q-\d{4}-\w{6}”/);

  // The copy the contact received, with the PDF, in the outbox.
  await sent.getByRole("link", { name: `Read the copy sent to ${email}` }).click();
  const copy = page.getByRole("dialog", { name: /^Your plan Q-\d{4}-/ });
  await expect(copy).toBeVisible();
  await expect(copy.getByTestId("outbox-text")).toContainText("Open your quote: http");
  await expect(copy.getByRole("link", { name: /Q-\d{4}-\w{6}\.pdf/ })).toBeVisible();
  // The HTML part as the contact sees it: the same words, the link as a button (issue 35 §6).
  const asHtml = copy.frameLocator('[data-testid="outbox-html"]');
  await expect(asHtml.getByRole("link", { name: "View the quote" })).toHaveAttribute(
    "href",
    /\/sb\/quote\/[\w-]{43}$/,
  );
  await expect(asHtml.getByText(/^Dear /)).toBeVisible();
  const text = (await copy.getByTestId("outbox-text").textContent()) ?? "";
  const unsubscribe = text.match(/quotes from us: (\S+)/)?.[1] ?? "";
  expect(unsubscribe).toMatch(/\/unsubscribe\/[\w-]{43}$/);

  // The contact unsubscribes: opening the link changes nothing, the button does.
  const visitor = await browser.newPage();
  await gotoReady(visitor, new URL(unsubscribe).pathname);
  await expect(visitor.getByRole("heading", { name: "Unsubscribe from our e-mail" })).toBeVisible();
  expect(await violations(visitor)).toEqual([]);
  await visitor.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(visitor.getByRole("heading", { name: "You are unsubscribed" })).toBeFocused();
  await expect(visitor.getByRole("status")).toContainText(`${email} receives no more e-mail`);
  await visitor.close();

  await gotoReady(page, `/admin/service-configurations?id=${saved.id}`);
  await page.getByRole("button", { name: "Send quote" }).click();
  const again = page.getByRole("dialog", { name: "Send quote" });
  await expect(again.getByText("Unsubscribed on")).toBeVisible();
  await expect(again.getByRole("checkbox", { name: /primary/ })).toBeDisabled();
});
