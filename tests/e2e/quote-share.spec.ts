import { randomBytes } from "node:crypto";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { violations } from "./axe-support";
import {
  BRANCH,
  dollars,
  HQ,
  money,
  SESSION_HEADER,
  seedBuilder,
  serverState,
  startingWith,
  storeSessionId,
} from "./builder-support";
import {
  chooseRadio,
  decision,
  downloadPdf,
  openQuote,
  pdfDate,
  pdfText,
  QUOTE_PATH,
  REFERENCE,
  SEEDED_SERVICES,
  SHA256,
  type Share,
  sharedQuote,
  staffDetail,
  test,
  twoOptionQuote,
} from "./quote-support";
import { gotoReady, watchForeignAndCsp } from "./support";

const TERMS_AGREEMENT =
  "I agree to the terms of this quote and am authorised to accept it for my company.";
const FIRST_TERM = "Prices are in US dollars and exclude applicable taxes.";
const EDR = "Endpoint Detection & Response (EDR)";
const ACCEPTOR = { fullName: "Morgan Lee", title: "Practice Manager" };

/** A tag unique to this run of this test, for names a person would read. */
const uniqueTag = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The accept form: name, title, the agreement box and its button. */
function acceptForm(page: Page) {
  const region = page.getByRole("region", { name: "Accept this quote" });
  return {
    region,
    fullName: region.getByRole("textbox", { name: "Full name", exact: true }),
    title: region.getByRole("textbox", { name: "Title", exact: true }),
    agree: region.getByRole("checkbox", { name: TERMS_AGREEMENT }),
    submit: region.getByRole("button", { name: /^Accept / }),
  };
}

/** Fills and sends the accept form as the prospect's practice manager. */
async function accept(page: Page) {
  const form = acceptForm(page);
  await form.fullName.fill(ACCEPTOR.fullName);
  await form.title.fill(ACCEPTOR.title);
  await form.agree.check();
  await form.submit.click();
  await expect(decision(page).heading).toHaveText("Accepted");
}

/** The provider's phone number as staff set it (the quote pages show it). */
async function providerPhone(admin: APIRequestContext) {
  const profile = await admin.get("/api/admin/company-profile");
  expect(profile.status()).toBe(200);
  return String((await profile.json()).data.phone);
}

test("share from the summary, open it in another browser, switch to annual prepay and accept with evidence", async ({
  page,
  request,
  prospect,
  admin,
  baseURL,
}) => {
  const tag = uniqueTag("share");
  const name = `Clinic plan ${tag}`;
  const company = `Harbor Family Clinic ${tag}`;
  const sessionId = await seedBuilder(request, {
    stepReached: "summary",
    tag,
    configurationName: name,
  });
  await storeSessionId(page, sessionId);
  await gotoReady(page, "/sb/summary");
  await expect(page.getByRole("heading", { name: "Review and save", level: 1 })).toBeVisible();
  await expect(page.getByLabel("Configuration name")).toHaveValue(name);

  // No link before the configuration is saved.
  await expect(page.getByRole("region", { name: "Share your quote" })).toHaveCount(0);
  await page.getByRole("button", { name: "Save configuration" }).click();
  await expect(page.getByText("Saved as version 1", { exact: true })).toBeVisible();

  const sharing = page.getByRole("region", { name: "Share your quote" });
  const created = page.waitForResponse(
    (response) =>
      /\/api\/sb\/configurations\/[^/]+\/share$/.test(response.url()) &&
      response.request().method() === "POST",
  );
  await sharing.getByRole("button", { name: "Create share link" }).click();
  const answer = await created;
  expect(answer.status()).toBe(201);
  const share: Share & { version: number } = (await answer.json()).data;
  expect(share.reference).toMatch(REFERENCE);
  expect(share.version).toBe(1);
  const link = await sharing.getByTestId("share-link").inputValue();
  expect(link).toBe(`${baseURL}${share.url}`);
  expect(new URL(link).pathname).toMatch(QUOTE_PATH);
  await expect(sharing).toContainText(`Quote ${share.reference}`);
  await expect(sharing.getByRole("button", { name: "Copy link" })).toBeVisible();
  await expect(sharing.getByRole("link", { name: "Open quote" })).toHaveAttribute(
    "href",
    share.url,
  );
  await expect(sharing.getByText("Valid until")).toBeVisible();
  await expect(sharing.locator(`time[datetime="${share.expiresAt}"]`)).toBeVisible();

  // What the builder saved, priced on the server: the quote must show exactly this.
  const configurationId = (await serverState(request, sessionId)).configuration?.id ?? "";
  const saved = await request.get(`/api/sb/configurations/${configurationId}`, {
    headers: { [SESSION_HEADER]: sessionId },
  });
  const totals = (await saved.json()).data.configuration.configurations.calculatedTotals;

  // The colleague's browser: no cookie, no storage of the builder's.
  const quote = prospect.page;
  await openQuote(quote, link);
  expect(await quote.evaluate(() => localStorage.getItem("sb-session-id"))).not.toBe(sessionId);
  await expect(quote).toHaveTitle(startingWith(`Quote ${share.reference} | `));
  await expect(quote.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(quote.getByText(`Quote ${share.reference}`)).toBeVisible();
  await expect(
    quote.getByText(`Prepared for ${company}, attention Dana Reyes.`, { exact: false }),
  ).toBeVisible();
  await expect(quote.locator(`header time[datetime="${share.expiresAt}"]`)).toBeVisible();

  // Each location with its counts and services.
  await expect(quote.getByRole("heading", { name: "Services by location" })).toBeVisible();
  await expect(quote.getByRole("region", { name: HQ.name })).toContainText(
    "25 users · 30 endpoints · 1 server",
  );
  await expect(quote.getByRole("region", { name: BRANCH.name })).toContainText(
    "5 users · 6 endpoints · 0 servers",
  );
  for (const location of [HQ, BRANCH]) {
    const table = quote.getByRole("table", { name: `Services at ${location.name}` });
    for (const service of SEEDED_SERVICES) {
      await expect(table.getByRole("rowheader", { name: startingWith(service) })).toBeVisible();
    }
  }

  // Totals, terms and whom to call.
  await expect(quote.getByRole("heading", { name: "Totals", exact: true })).toBeVisible();
  const figures = quote.getByTestId("option-totals");
  await expect(figures).toContainText(`${money(totals.monthly)} / mo`);
  await expect(figures).toContainText(`${money(totals.annually)} / yr`);
  await expect(figures).toContainText(money(totals.setup));
  const headline = quote.getByTestId("quote-headline");
  await expect(headline).toHaveText(`${money(totals.monthly)} per month`);
  const terms = quote.getByTestId("quote-terms").getByRole("listitem");
  await expect(terms.first()).toHaveText(FIRST_TERM);
  expect(await terms.count()).toBeGreaterThanOrEqual(5);
  const contact = quote.getByRole("region", { name: "Questions? Talk to us" });
  await expect(contact.getByRole("link", { name: await providerPhone(admin) })).toBeVisible();
  await expect(contact.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);

  // Annual prepay: the year's price and what paying up front saves.
  await expect(quote.getByRole("radio", { name: "Monthly" })).toBeChecked();
  await chooseRadio(quote, "Annual prepay");
  await expect(headline).toHaveText(`${money(totals.annually)} per year, prepaid`);
  const saving = quote.getByText(/^Annual prepay saves \$[\d,]+\.\d{2} a year$/);
  await expect(saving).toBeVisible();
  expect(dollars(await saving.textContent())).toBeGreaterThan(0);
  await chooseRadio(quote, "Monthly");
  await expect(headline).toHaveText(`${money(totals.monthly)} per month`);

  // Accepting needs the box ticked; the message sits with the box.
  const form = acceptForm(quote);
  await expect(form.region).toContainText("You are accepting this quote.");
  await form.fullName.fill(ACCEPTOR.fullName);
  await form.title.fill(ACCEPTOR.title);
  await expect(form.submit).toHaveText("Accept this quote");
  await form.submit.click();
  await expect(form.region.getByText("Tick the box to agree to the terms")).toBeVisible();
  await expect(form.agree).toHaveAttribute("aria-invalid", "true");
  await expect(form.agree).toHaveAccessibleDescription("Tick the box to agree to the terms");
  await expect(quote.getByTestId("decision")).toHaveCount(0);
  await form.agree.check();
  await form.submit.click();

  const record = decision(quote);
  await expect(record.heading).toHaveText("Accepted");
  await expect(record.row("Accepted by")).toHaveText(`${ACCEPTOR.fullName}, ${ACCEPTOR.title}`);
  await expect(record.row("IP address")).toHaveText(prospect.ip);
  const userAgent = await quote.evaluate(() => navigator.userAgent);
  await expect(record.row("Browser")).toHaveText(userAgent);
  // Issue 35 §3: what happens next, and the countersigned copy to keep.
  const next = quote.getByRole("region", { name: "What happens next" });
  await expect(next.getByRole("listitem")).toHaveCount(3);
  await expect(next.getByRole("link", { name: "Download the countersigned copy" })).toHaveAttribute(
    "href",
    `/api/quotes/${encodeURIComponent(new URL(link).pathname.split("/").at(-1) ?? "")}/pdf`,
  );
  await expect(record.row("Agreed to")).toHaveText(TERMS_AGREEMENT);
  await expect(record.row("Time").locator("time")).toHaveAttribute("datetime", /^\d{4}-/);
  const sha256 = (await record.row("Quote fingerprint (SHA-256)").textContent())?.trim() ?? "";
  expect(sha256).toMatch(SHA256);
  await expect(form.region).toHaveCount(0);

  // A reload shows the stored decision, and nothing to accept any more.
  await quote.reload();
  await expect(quote.getByText("Initializing session...")).toBeHidden();
  await expect(record.heading).toHaveText("Accepted");
  await expect(record.row("Quote fingerprint (SHA-256)")).toHaveText(sha256);
  await expect(record.row("Accepted by")).toHaveText(`${ACCEPTOR.fullName}, ${ACCEPTOR.title}`);
  await expect(quote.getByLabel("Full name")).toHaveCount(0);
  await expect(quote.getByRole("button", { name: /^Accept/ })).toHaveCount(0);
  await expect(quote.getByRole("button", { name: "Decline this quote" })).toHaveCount(0);
  await expect(quote.getByRole("region", { name: "Terms" })).toContainText(FIRST_TERM);

  // A second answer is refused.
  const again = await prospect.context.request.post(`/api/quotes/${share.token}/accept`, {
    data: { position: 0, ...ACCEPTOR, agreeToTerms: true },
  });
  expect(again.status()).toBe(409);

  // Staff see the configuration accepted, with the same evidence.
  const staff = await staffDetail(admin, configurationId);
  expect(staff.configuration.status).toBe("accepted");
  expect(staff.shares).toHaveLength(1);
  expect(staff.shares[0]).toMatchObject({
    token: share.token,
    reference: share.reference,
    version: 1,
    decision: {
      decision: "accepted",
      position: 0,
      fullName: ACCEPTOR.fullName,
      title: ACCEPTOR.title,
      ip: prospect.ip,
      userAgent,
      snapshotSha256: sha256,
      termsAgreed: TERMS_AGREEMENT,
    },
  });
});

test("after sharing, the visitor e-mails the link to the address they gave, and staff see the send", async ({
  page,
  request,
  admin,
}) => {
  const tag = uniqueTag("emailme");
  const sessionId = await seedBuilder(request, { stepReached: "summary", tag });
  await storeSessionId(page, sessionId);
  await gotoReady(page, "/sb/summary");
  await page.getByRole("button", { name: "Save configuration" }).click();
  await expect(page.getByText("Saved as version 1", { exact: true })).toBeVisible();
  const sharing = page.getByRole("region", { name: "Share your quote" });
  await sharing.getByRole("button", { name: "Create share link" }).click();
  await expect(sharing.getByTestId("share-link")).toBeVisible();
  const inText = new RegExp(REFERENCE.source.slice(1, -1));
  const reference = inText.exec((await sharing.textContent()) ?? "")?.[0] ?? "no reference";

  await sharing.getByRole("button", { name: "E-mail me this link" }).click();
  const status = sharing.getByRole("status").filter({ hasText: /^Sent to / });
  await expect(status).toHaveText(new RegExp(`^Sent to ${tag}\\.[^ ]+@example\\.com\\.$`));
  await expect(sharing.getByRole("button", { name: "E-mail it again" })).toBeVisible();
  const to = (await status.textContent())?.replace(/^Sent to /, "").replace(/\.$/, "");

  const mail = (await (await admin.get("/api/admin/outbox")).json()).data.messages.find(
    (message: { subject: string }) => message.subject.includes(reference),
  );
  expect(mail).toMatchObject({ kind: "quote.sent", to });
});

test("decline with a reason", async ({ request, prospect, admin }) => {
  const { saved, share } = await sharedQuote(request, uniqueTag("decline"));
  const quote = prospect.page;
  await openQuote(quote, share.url);
  const reason = "We chose to keep our current provider for another year.";

  await expect(quote.getByLabel("Why are you declining? (optional)")).toHaveCount(0);
  await quote.getByRole("button", { name: "Decline this quote" }).click();
  await quote.getByLabel("Why are you declining? (optional)").fill(reason);
  await quote.getByRole("button", { name: "Decline quote" }).click();

  const record = decision(quote);
  await expect(record.heading).toHaveText("Declined");
  await expect(record.row("Reason")).toHaveText(reason);
  await expect(record.row("IP address")).toHaveText(prospect.ip);
  await expect(record.row("Quote fingerprint (SHA-256)")).toHaveText(SHA256);
  await expect(quote.getByRole("region", { name: "Accept this quote" })).toHaveCount(0);

  await quote.reload();
  await expect(record.heading).toHaveText("Declined");
  await expect(record.row("Reason")).toHaveText(reason);

  const staff = await staffDetail(admin, saved.id);
  expect(staff.configuration.status).toBe("declined");
  expect(staff.shares[0].decision).toMatchObject({ decision: "declined", reason });
});

test("options side by side: the differences marked, option B chosen and accepted", async ({
  request,
  prospect,
  admin,
}) => {
  const tag = uniqueTag("options");
  const { title, options, share } = await twoOptionQuote(request, admin, tag);
  const [a, b] = options as [(typeof options)[0], (typeof options)[0]];
  const quote = prospect.page;
  await openQuote(quote, share.url);
  await expect(quote.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(quote.getByTestId("quote-headline")).toHaveCount(0);

  // A card per option with its price; the first is chosen.
  const group = quote.getByRole("group", { name: "Choose an option" });
  const cards = group.getByTestId("quote-option");
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toContainText("Option A");
  await expect(cards.nth(0)).toContainText(a.name);
  await expect(cards.nth(0)).toContainText(money(a.monthly));
  await expect(cards.nth(1)).toContainText("Option B");
  await expect(cards.nth(1)).toContainText(b.name);
  await expect(cards.nth(1)).toContainText(money(b.monthly));
  const optionA = group.getByRole("radio", { name: startingWith("Option A") });
  const optionB = group.getByRole("radio", { name: startingWith("Option B") });
  await expect(optionA).toBeChecked();

  // The service only option B has is marked, in words.
  await expect(
    quote.getByRole("heading", { name: "What differs between the options" }),
  ).toBeVisible();
  const matrix = quote.getByRole("table", { name: /^Services in each option/ });
  const edr = matrix.getByRole("row").filter({
    has: quote.getByRole("rowheader", { name: startingWith(EDR) }),
  });
  await expect(edr).toHaveAttribute("data-differs", "true");
  await expect(edr.getByRole("rowheader")).toContainText("Differs");
  await expect(edr.getByRole("cell").first()).toHaveText("Not included");
  await expect(matrix.locator("tbody tr[data-differs]")).not.toHaveCount(0);
  const hipaa = matrix.getByRole("row").filter({
    has: quote.getByRole("rowheader", { name: startingWith("HIPAA Compliance Readiness") }),
  });
  await expect(hipaa.getByRole("cell")).toHaveCount(2);

  // Option A's locations and totals, then option B's.
  await expect(
    quote.getByRole("heading", { name: "Option A: services by location" }),
  ).toBeVisible();
  const totalsHeading = quote.getByRole("heading", { name: /totals$/, level: 2 });
  await expect(totalsHeading).toHaveText("Option A totals");
  const figures = quote.getByTestId("option-totals");
  await expect(figures).toContainText(`${money(a.monthly)} / mo`);
  const hqTable = quote.getByRole("table", { name: `Services at ${HQ.name}` });
  await expect(hqTable.getByRole("rowheader", { name: startingWith(EDR) })).toHaveCount(0);

  await chooseRadio(quote, startingWith("Option B"));
  await expect(optionA).not.toBeChecked();
  await expect(totalsHeading).toHaveText("Option B totals");
  await expect(figures).toContainText(`${money(b.monthly)} / mo`);
  await expect(
    quote.getByRole("heading", { name: "Option B: services by location" }),
  ).toBeVisible();
  await expect(hqTable.getByRole("rowheader", { name: startingWith(EDR) })).toBeVisible();
  await expect(
    quote.getByRole("table", { name: `Services at ${BRANCH.name}` }).getByRole("rowheader", {
      name: startingWith(EDR),
    }),
  ).toBeVisible();

  // Accepting says which option; the record names it and the other can no longer be chosen.
  const form = acceptForm(quote);
  await expect(form.region).toContainText(`You are accepting Option B (${b.name}).`);
  await expect(form.submit).toHaveText(`Accept Option B (${b.name})`);
  await accept(quote);
  const record = decision(quote);
  await expect(record.row("Option")).toHaveText("Option B");
  await expect(optionB).toBeChecked();
  await expect(optionA).toBeDisabled();

  await quote.reload();
  await expect(record.row("Option")).toHaveText("Option B");
  await expect(totalsHeading).toHaveText("Option B totals");

  const staff = await staffDetail(admin, a.id);
  expect(staff.configuration.status).toBe("accepted");
  const shared = staff.shares.find((row: { token: string }) => row.token === share.token);
  expect(shared?.decision).toMatchObject({
    decision: "accepted",
    position: 1,
    optionLabel: "Option B",
  });
});

test("the PDF carries the quote, and after acceptance the acceptor and the fingerprint", async ({
  request,
  prospect,
}) => {
  test.setTimeout(60_000); // two PDFs rendered by the server's Chromium
  const { saved, share } = await sharedQuote(request, uniqueTag("pdf"));
  const quote = prospect.page;
  await openQuote(quote, share.url);
  const amount =
    (await quote.getByTestId("quote-headline").locator("span").first().textContent()) ?? "";
  expect(amount).toBe(money(saved.monthly));
  await expect(quote.getByRole("link", { name: "Download PDF" })).toHaveAttribute(
    "href",
    `/api/quotes/${share.token}/pdf`,
  );

  // The page writes the quote's dates as the PDF does (and never rewrites them on hydrating).
  await expect(quote.locator("p", { hasText: "Issued" }).first()).toContainText(
    `valid until ${pdfDate(share.expiresAt)}.`,
  );
  const before = await pdfText(await downloadPdf(quote));
  expect(before).toContain(share.reference);
  expect(before).toContain(saved.company);
  expect(before).toContain(saved.name);
  expect(before).toContain(HQ.name);
  expect(before).toContain(BRANCH.name);
  expect(before).toContain(`${amount}/mo`);
  expect(before).toMatch(new RegExp(`valid until ${pdfDate(share.expiresAt)}`, "i"));
  expect(before).not.toContain(ACCEPTOR.fullName);

  await accept(quote);
  const sha256 = (await decision(quote).row("Quote fingerprint (SHA-256)").textContent())?.trim();
  expect(sha256).toMatch(SHA256);
  const after = await pdfText(await downloadPdf(quote));
  expect(after).toContain(share.reference);
  expect(after).toContain(ACCEPTOR.fullName);
  expect(after).toContain(ACCEPTOR.title);
  // A long hash may wrap in its table cell: compare without the breaks.
  expect(after.replace(/\s/g, "")).toContain(sha256);
});

test("links that do not open: unknown 404, withdrawn 410, each with the phone number", async ({
  page,
  request,
  admin,
}) => {
  const phone = await providerPhone(admin);

  const unknown = randomBytes(32).toString("base64url");
  expect(unknown).toHaveLength(43);
  const missing = await gotoReady(page, `/sb/quote/${unknown}`);
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Quote not found");
  await expect(page.getByText("Error 404")).toBeVisible();
  const contact = page.getByRole("region", { name: "Contact us" });
  await expect(contact.getByRole("link", { name: phone })).toBeVisible();
  const missingPdf = await request.get(`/api/quotes/${unknown}/pdf`);
  expect(missingPdf.status()).toBe(404);

  const { saved, share } = await sharedQuote(request, uniqueTag("revoke"));
  const { shares } = await staffDetail(admin, saved.id);
  expect(shares[0].token).toBe(share.token);
  const revoked = await admin.post(`/api/admin/configurations/shares/${shares[0].id}/revoke`);
  expect(revoked.status(), await revoked.text()).toBe(200);

  const gone = await gotoReady(page, share.url);
  expect(gone?.status()).toBe(410);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This quote was withdrawn");
  await expect(page.getByText(`Quote ${share.reference}`)).toBeVisible();
  await expect(contact.getByRole("link", { name: phone })).toBeVisible();
  await expect(page.getByRole("link", { name: "Download PDF" })).toHaveCount(0);
  const gonePdf = await request.get(`/api/quotes/${share.token}/pdf`);
  expect(gonePdf.status()).toBe(410);
  const goneAccept = await request.post(`/api/quotes/${share.token}/accept`, {
    data: { position: 0, ...ACCEPTOR, agreeToTerms: true },
  });
  expect(goneAccept.status()).toBe(410);
});

test("the billing switch, the option cards and the accept form work from the keyboard", async ({
  request,
  prospect,
  admin,
}) => {
  const { options, share } = await twoOptionQuote(request, admin, uniqueTag("keys"));
  const b = options[1] as (typeof options)[0];
  const quote = prospect.page;
  await openQuote(quote, share.url);

  // Tab from the PDF link passes the cover letter (decision 063), whose e-mail address is a
  // link, and reaches the billing group, at its checked radio.
  await quote.getByRole("link", { name: "Download PDF" }).focus();
  await quote.keyboard.press("Tab");
  await expect(quote.getByTestId("cover-letter").getByRole("link", { name: /@/ })).toBeFocused();
  await quote.keyboard.press("Tab");
  const monthly = quote.getByRole("radio", { name: "Monthly" });
  const annual = quote.getByRole("radio", { name: "Annual prepay" });
  await expect(monthly).toBeFocused();
  await quote.keyboard.press("ArrowRight");
  await expect(annual).toBeFocused();
  await expect(annual).toBeChecked();
  const cards = quote.getByTestId("quote-option");
  await expect(cards.nth(0)).toContainText("per year, prepaid");
  await expect(quote.getByText(/^Annual prepay saves \$[\d,]+\.\d{2} a year$/)).toBeVisible();
  await quote.keyboard.press("ArrowLeft");
  await expect(monthly).toBeChecked();
  await expect(cards.nth(0)).toContainText("per month");
  await quote.keyboard.press("ArrowRight");
  await expect(annual).toBeChecked();

  // The next Tab stop is the option group; arrows choose an option.
  await quote.keyboard.press("Tab");
  const optionA = quote.getByRole("radio", { name: startingWith("Option A") });
  const optionB = quote.getByRole("radio", { name: startingWith("Option B") });
  await expect(optionA).toBeFocused();
  await quote.keyboard.press("ArrowRight");
  await expect(optionB).toBeFocused();
  await expect(optionB).toBeChecked();
  await expect(quote.getByRole("heading", { name: "Option B totals" })).toBeVisible();
  await expect(cards.nth(1)).toContainText(money(b.annually));

  // The form: typed, the box ticked with Space, sent with Enter.
  const form = acceptForm(quote);
  await form.fullName.focus();
  await quote.keyboard.type(ACCEPTOR.fullName);
  await quote.keyboard.press("Tab");
  await expect(form.title).toBeFocused();
  await quote.keyboard.type(ACCEPTOR.title);
  await quote.keyboard.press("Tab");
  await expect(form.agree).toBeFocused();
  await quote.keyboard.press("Space");
  await expect(form.agree).toBeChecked();
  await form.title.focus();
  await quote.keyboard.press("Enter");
  const record = decision(quote);
  await expect(record.heading).toHaveText("Accepted");
  await expect(record.row("Option")).toHaveText("Option B");
  await expect(record.row("Accepted by")).toHaveText(`${ACCEPTOR.fullName}, ${ACCEPTOR.title}`);
});

test.describe("the quote page's layout and accessibility", () => {
  // Reduced motion shows every element in its final state at once, as in a11y-axe.spec.ts.
  test.use({ reducedMotion: "reduce" });

  for (const theme of ["light", "dark"] as const) {
    test(`no WCAG 2.2 AA violation in the ${theme} theme, open, with errors and accepted`, async ({
      request,
      prospect,
      admin,
    }) => {
      test.setTimeout(45_000); // three axe runs
      const { share } = await twoOptionQuote(request, admin, uniqueTag(`axe-${theme}`));
      const quote = prospect.page;
      await quote.addInitScript((value) => localStorage.setItem("theme", value), theme);
      await openQuote(quote, share.url);
      const html = expect(quote.locator("html"));
      await (theme === "dark" ? html.toHaveClass(/dark/) : html.not.toHaveClass(/dark/));
      expect(await violations(quote), "open").toEqual([]);

      const form = acceptForm(quote);
      await form.submit.click();
      await expect(form.region.getByText("Tick the box to agree to the terms")).toBeVisible();
      await quote.getByRole("button", { name: "Decline this quote" }).click();
      await expect(quote.getByLabel("Why are you declining? (optional)")).toBeVisible();
      expect(await violations(quote), "with errors").toEqual([]);
      await quote.getByRole("button", { name: "Cancel" }).click();

      await accept(quote);
      expect(await violations(quote), "accepted").toEqual([]);
    });
  }

  test("no sideways scrolling at 360 px, one option or several, open or accepted", async ({
    request,
    prospect,
    admin,
  }) => {
    const quote = prospect.page;
    await quote.setViewportSize({ width: 360, height: 740 });
    const noSideScroll = async (what: string) => {
      const widths = await quote.evaluate(() => ({
        scroll: document.scrollingElement?.scrollWidth ?? 0,
        inner: window.innerWidth,
      }));
      expect(widths.scroll, `${what}: ${JSON.stringify(widths)}`).toBeLessThanOrEqual(widths.inner);
    };

    const single = await sharedQuote(request, uniqueTag("narrow"));
    await openQuote(quote, single.share.url);
    await noSideScroll("one option");
    await chooseRadio(quote, "Annual prepay");
    await noSideScroll("one option, annual");

    const several = await twoOptionQuote(request, admin, uniqueTag("narrow2"));
    await openQuote(quote, several.share.url);
    await noSideScroll("two options");
    await accept(quote);
    await noSideScroll("two options, accepted");
  });
});

test("nothing on the quote page is fetched from another site, and the CSP holds", async ({
  request,
  prospect,
  baseURL,
}) => {
  const { share } = await sharedQuote(request, uniqueTag("foreign"));
  const quote = prospect.page;
  const watched = watchForeignAndCsp(quote, baseURL);
  await openQuote(quote, share.url);
  await chooseRadio(quote, "Annual prepay");
  await accept(quote);
  await quote.reload();
  await expect(decision(quote).heading).toHaveText("Accepted");
  expect(watched.foreign).toEqual([]);
  expect(watched.violations).toEqual([]);
});
