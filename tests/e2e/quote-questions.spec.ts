import { ESCALATED, NOTHING_FOUND } from "@shared/quote-questions/question-constants";
import { expect, signIn, test } from "./accounts";
import { violations } from "./axe-support";
import { asProspect, openQuote, sharedQuote } from "./quote-support";
import { asVisitor } from "./support";

/**
 * Issue 36 §3 (decision 070): "Ask about this quote" on the quote page answers from the
 * quote's own lines (a passage linked to its section), says so when nothing answers and sends
 * the question to the account manager, whom the staff quote page then shows it to.
 */
// Its quotes are seeded through the lead step (10 leads per client address in 10 minutes):
// from an address of this file's own, not the loopback every other accounts test shares.
test.use({ extraHTTPHeaders: asVisitor().headers });

const uniqueTag = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

for (const theme of ["light", "dark"] as const) {
  test(`a question is answered with its source, another goes to the account manager (${theme})`, async ({
    browser,
    page,
    request,
    accounts,
  }) => {
    test.setTimeout(60_000);
    const { saved, share } = await sharedQuote(request, uniqueTag("ask"));
    const prospect = await asProspect(browser);
    const visitor = prospect.page;
    await visitor.addInitScript((value) => localStorage.setItem("theme", value), theme);
    await openQuote(visitor, share.url);
    const html = expect(visitor.locator("html"));
    await (theme === "dark" ? html.toHaveClass(/dark/) : html.not.toHaveClass(/dark/));

    const box = visitor.getByRole("region", { name: "Ask about this quote" });
    const question = box.getByRole("textbox", { name: "Your question" });
    const ask = box.getByRole("button", { name: "Ask", exact: true });

    // Refused before sending: too short, named and focused.
    await question.fill("a");
    await ask.click();
    await expect(question).toBeFocused();
    await expect(question).toHaveAttribute("aria-invalid", "true");

    // Keyboard only: type, then submit from the button.
    await question.fill("Does the awareness training include phishing simulations?");
    await ask.focus();
    await visitor.keyboard.press("Enter");
    const passages = box.getByTestId("answer-passage");
    await expect(passages.first()).toBeVisible();
    await expect(passages.first()).toContainText(/phishing/i);
    const source = passages.first().getByRole("link");
    await expect(source).toHaveAttribute("href", "#lines-title");
    expect(await violations(visitor, '[data-testid="ask-about-quote"]'), "answered").toEqual([]);
    await source.click();
    await expect(visitor).toHaveURL(/#lines-title$/);

    const unanswerable = "What is the capital of Australia?";
    await question.fill(unanswerable);
    await ask.click();
    await expect(box.getByText(NOTHING_FOUND)).toBeVisible();
    await expect(passages).toHaveCount(0);
    await box.getByRole("button", { name: "Ask your account manager" }).click();
    await box
      .getByRole("textbox", { name: "Your e-mail address (optional)" })
      .fill("not-an-address");
    await box.getByRole("button", { name: "Send to my account manager" }).click();
    const address = box.getByRole("textbox", { name: "Your e-mail address (optional)" });
    await expect(address).toBeFocused();
    expect(await violations(visitor, '[data-testid="ask-about-quote"]'), "refused address").toEqual(
      [],
    );
    await address.fill("dana.reply@example.com");
    await box
      .getByRole("textbox", { name: /note for your account manager/ })
      .fill("Mornings are best");
    await box.getByRole("button", { name: "Send to my account manager" }).click();
    await expect(box.getByText(ESCALATED)).toBeFocused();
    expect(await violations(visitor, '[data-testid="ask-about-quote"]'), "sent").toEqual([]);
    await prospect.context.close();

    await page.addInitScript((value) => localStorage.setItem("theme", value), theme);
    await signIn(
      page,
      await accounts.create({ permissions: ["sales"] }),
      `/auth?redirectTo=${encodeURIComponent(`/admin/service-configurations?id=${saved.id}`)}`,
    );
    const card = page.getByRole("region", { name: "Questions from the quote page" });
    const rows = card.getByTestId("staff-question");
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText(unanswerable);
    await expect(rows.first()).toContainText("Not answered");
    await expect(rows.first()).toContainText("Sent to the account manager");
    await expect(rows.first()).toContainText("answer to dana.reply@example.com");
    await expect(rows.nth(1)).toContainText("Answered");
    expect(await violations(page, '[data-testid="quote-questions"]'), "staff card").toEqual([]);
  });
}

test("the question box fits a 360 px screen", async ({ browser, request }) => {
  const { share } = await sharedQuote(request, uniqueTag("narrow"));
  const prospect = await asProspect(browser);
  const visitor = prospect.page;
  await visitor.setViewportSize({ width: 360, height: 780 });
  await openQuote(visitor, share.url);
  const box = visitor.getByRole("region", { name: "Ask about this quote" });
  await box.getByRole("textbox", { name: "Your question" }).fill("How long is the initial term?");
  await box.getByRole("button", { name: "Ask", exact: true }).click();
  await expect(box.getByTestId("answer-passage").first()).toBeVisible();
  const widths = await visitor.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    view: document.documentElement.clientWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.view);
  const frame = await box.boundingBox();
  expect((frame?.x ?? 0) + (frame?.width ?? 0)).toBeLessThanOrEqual(360);
  await prospect.context.close();
});
