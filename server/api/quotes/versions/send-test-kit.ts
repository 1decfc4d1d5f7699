import { expect } from "vitest";
import type { Client } from "../../../../tests/setup/auth";
import { type QuoteKit, unique } from "../quote-test-kit";

/** Sending quotes in API tests (issue 35 §1-2): a quote whose prospect has two contacts. */

export const sendUrl = (id: string) => `/api/admin/configurations/${id}/send`;

export const sendBody = (recipients: string[], overrides: object = {}) => ({
  version: 1,
  shareId: null,
  recipients,
  subject: "Your quote {{quote.reference}} from {{company.name}}",
  message: "Dear {{prospect.contactName}},\n\nHere it is.",
  attachPdf: false,
  ...overrides,
});

/** A builder quote whose prospect has a second contact besides the lead, and its send draft. */
export async function quoteWithTwoContacts(kit: QuoteKit, admin: Client) {
  const quote = await kit.builderQuote();
  const row = await kit.configurationRow(quote.id);
  const prospectId = row.prospectId as number;
  const colleague = `lee-${unique()}@example.com`;
  const added = await admin.request("POST", `/api/prospects/${prospectId}/contacts`, {
    name: "Lee Park",
    email: colleague,
    title: "Office Manager",
  });
  expect(added.statusCode, added.body).toBe(201);
  const draft = await admin.request("GET", sendUrl(quote.id));
  expect(draft.statusCode, draft.body).toBe(200);
  const data = draft.json().data;
  return { quote, prospectId, colleague, dana: data.contacts[0].email as string, draft: data };
}
