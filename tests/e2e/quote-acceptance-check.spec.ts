import type { APIRequestContext } from "@playwright/test";
import { CODE_NEEDED, CODE_SENT } from "@shared/quotes/acceptance-check-constants";
import { TERMS_AGREEMENT } from "@shared/quotes/terms";
import { expect, test } from "./accounts";
import { violations } from "./axe-support";
import { asProspect, decision, openQuote, savedConfiguration } from "./quote-support";

/**
 * Issue 35 §3 (decision 069): with the company's quote documents set to "code", accepting
 * asks for the address the quote was sent to and a one-time code e-mailed to it; the page
 * then shows the company's own next steps. This spec changes what every new link asks, so
 * it runs on the server of its own (playwright.config.ts, PUBLIC_CONTENT_WRITERS).
 */
async function setTemplate(admin: APIRequestContext, changes: object) {
  const current = (await (await admin.get("/api/admin/quote-template")).json()).data;
  const { version, ...template } = current;
  const saved = await admin.put("/api/admin/quote-template", {
    data: { ...template, ...changes, expectedVersion: version },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

test("a one-time code e-mailed to the quote's address is asked for, then the next steps show", async ({
  browser,
  request,
  accounts,
}) => {
  const tag = `code-${Date.now().toString(36)}`;
  const saved = await savedConfiguration(request, tag, `Clinic plan ${tag}`);
  const admin = await accounts.api(await accounts.create());
  await setTemplate(admin, {
    acceptanceCheck: "code",
    nextSteps: "Kick-off call within two business days\nSite survey at each office",
  });
  const draft = (await (await admin.get(`/api/admin/configurations/${saved.id}/send`)).json()).data;
  const email = draft.contacts[0].email as string;
  const sent = await admin.post(`/api/admin/configurations/${saved.id}/send`, {
    data: {
      version: saved.version,
      shareId: null,
      recipients: [email],
      subject: "Your quote",
      message: "Here it is.",
      attachPdf: false,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const { shareId, reference } = (await sent.json()).data;
  const detail = (await (await admin.get(`/api/admin/configurations/${saved.id}`)).json()).data;
  const link = detail.shares.find((share: { id: string }) => share.id === shareId);
  await setTemplate(admin, { acceptanceCheck: "off" });

  const prospect = await asProspect(browser);
  const page = prospect.page;
  await openQuote(page, `/sb/quote/${link.token}`);
  const region = page.getByRole("region", { name: "Accept this quote" });
  await region.getByRole("textbox", { name: "Full name", exact: true }).fill("Dana Reyes");
  await region.getByRole("textbox", { name: "Title", exact: true }).fill("Practice Manager");
  const address = region.getByRole("textbox", { name: "E-mail address this quote was sent to" });
  await address.fill(email);
  await region.getByRole("checkbox", { name: TERMS_AGREEMENT }).check();
  await region.getByRole("button", { name: /^Accept / }).click();
  const code = region.getByRole("textbox", { name: "Code" });
  await expect(code).toBeFocused();
  await expect(region.getByText(CODE_NEEDED)).toBeVisible();

  await region.getByRole("button", { name: "Send me a code" }).click();
  await expect(region.getByRole("status").filter({ hasText: CODE_SENT })).toBeVisible();
  const mail = (await (await admin.get("/api/admin/outbox")).json()).data.messages.find(
    (message: { subject: string }) => message.subject.includes(`quote ${reference}:`),
  );
  const sentCode = /(\d{6})$/.exec(mail.subject)?.[1] ?? "";
  expect(sentCode).toMatch(/^\d{6}$/);
  await admin.dispose();
  expect(await violations(page, '[aria-labelledby="accept-title"]')).toEqual([]);

  await code.fill(sentCode);
  await region.getByRole("button", { name: /^Accept / }).click();
  await expect(decision(page).heading).toHaveText("Accepted");
  await expect(decision(page).row("Verified")).toHaveText(`One-time code e-mailed to ${email}`);
  const steps = page.getByTestId("next-steps").getByRole("listitem");
  await expect(steps).toHaveText([
    "Kick-off call within two business days",
    "Site survey at each office",
  ]);
  await prospect.context.close();
});
