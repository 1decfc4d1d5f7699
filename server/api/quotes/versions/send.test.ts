import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, signedIn } from "../../../../tests/setup/auth";
import { createTestApp, type TestApp } from "../../../../tests/setup/test-app";
import { auditLog } from "../../../db/schema/audit";
import { outbox, outboxAttachments } from "../../../db/schema/outbox";
import { prospectActivities } from "../../../db/schema/prospects";
import { quoteShares } from "../../../db/schema/quotes";
import { startTestSmtp, type TestSmtp } from "../../outbox/test-smtp";
import { openQuote } from "../public-quote";
import { type QuoteKit, quoteKit } from "../quote-test-kit";
import { sendBody as body, sendUrl, quoteWithTwoContacts as withContacts } from "./send-test-kit";

/**
 * Issue 35 §1: "Send quote" e-mails a link (and the PDF) to the prospect's contacts through
 * the outbox, each with an unsubscribe link that is honoured at once.
 */
let t: TestApp;
let smtp: TestSmtp;
let admin: Client;
let kit: QuoteKit;
beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({
    env: { SMTP_URL: smtp.url, MAIL_FROM: "Sentinel Forge <quotes@sentinel.test>" },
  });
  ({ browser: admin } = await signedIn(t));
  kit = quoteKit(t);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe("sending a quote to the prospect's contacts", () => {
  it("drafts from the template with the prospect's contacts, the primary first", async () => {
    const { draft, colleague } = await withContacts(kit, admin);
    expect(draft.subject).toContain("{{quote.reference}}");
    expect(draft.message).toContain("{{prospect.contactName}}");
    expect(draft.contacts.map((contact: { name: string }) => contact.name)).toEqual([
      "Dana Whitfield",
      "Lee Park",
    ]);
    expect(draft.contacts[1]).toMatchObject({ email: colleague, unsubscribedAt: null });
    expect(draft.links).toEqual([]);
  });

  it("e-mails each contact the link and the PDF, names them on the quote and the timeline", async () => {
    const { quote, prospectId, colleague, draft } = await withContacts(kit, admin);
    const dana = draft.contacts[0].email as string;
    const before = smtp.received.length;
    const sent = await admin.request(
      "POST",
      sendUrl(quote.id),
      body([dana, colleague], { attachPdf: true }),
    );
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().message).toBe("Quote sent to 2 contacts");
    const { reference, outboxIds } = sent.json().data;
    expect(outboxIds).toHaveLength(2);

    await t.app.outbox.processDue();
    const mails = (await smtp.waitFor(before + 2)).slice(before);
    const toLee = mails.find(
      (mail) => mail.subject?.includes(reference) && mail.text?.includes("Lee Park"),
    );
    expect(toLee?.subject).toBe(`Your quote ${reference} from Sentinel Forge IT`);
    const link = toLee?.text?.match(/Open your quote: (\S+)/)?.[1] ?? "";
    expect(link).toMatch(/\/sb\/quote\/[A-Za-z0-9_-]{43}$/);
    expect(toLee?.attachments.map((file) => [file.filename, file.contentType])).toEqual([
      [`${reference}.pdf`, "application/pdf"],
    ]);
    expect(toLee?.attachments[0]?.content.subarray(0, 5).toString()).toBe("%PDF-");
    // The same words as HTML in the quote's look (issue 35 §6), the link as its button.
    expect(toLee?.html).toContain(`<a href="${link}"`);
    expect(toLee?.html).toContain(">View the quote</a>");
    expect(toLee?.html).toContain(">Sentinel Forge IT</span>");
    const unsubscribe = toLee?.text?.match(/e-mail about quotes from us: (\S+)/)?.[1] ?? "";
    expect(unsubscribe).toMatch(/\/unsubscribe\/[A-Za-z0-9_-]{43}$/);
    const listHeaders = (toLee?.headerLines ?? []).map((line) => line.line).join("\n");
    expect(listHeaders).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    expect(listHeaders).toMatch(
      /List-Unsubscribe:\s+<http:\/\/[^>]+\/api\/unsubscribe\/[\w-]{43}>/,
    );

    // The link works and its views count as opens of this send.
    const token = link.split("/").at(-1) as string;
    await openQuote(t.app, token, { countView: true, siteUrl: "http://localhost" });
    const detail = (await admin.request("GET", `/api/admin/configurations/${quote.id}`)).json()
      .data;
    expect(detail.sends).toHaveLength(1);
    expect(detail.sends[0]).toMatchObject({
      reference,
      recipients: [dana, colleague],
      attachPdf: true,
      opens: 1,
    });
    // A copy of what each contact received is in the outbox, with the PDF.
    const copy = await admin.request("GET", `/api/admin/outbox/${outboxIds[1]}`);
    expect(copy.json().data).toMatchObject({ audience: "customer", status: "sent" });
    expect(copy.json().data.html).toContain(">View the quote</a>");
    expect(copy.json().data.attachments[0]).toMatchObject({ filename: `${reference}.pdf` });
    const file = await admin.request(
      "GET",
      `/api/admin/outbox/${outboxIds[1]}/attachments/${copy.json().data.attachments[0].id}`,
    );
    expect(file.headers["content-type"]).toBe("application/pdf");

    const timeline = await t.db
      .select()
      .from(prospectActivities)
      .where(eq(prospectActivities.prospectId, prospectId));
    const entry = timeline.find((row) => row.type === "quote_sent");
    expect(entry?.data).toMatchObject({ reference, attachPdf: true });
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.event, "quote.sent"));
    expect(audit.some((row) => row.targetLabel === reference)).toBe(true);
  }, 60_000); // The PDF is drawn by Chromium, whose first start is slow on a busy machine.

  it("refuses an address that is not the prospect's contact", async () => {
    const { quote } = await withContacts(kit, admin);
    const res = await admin.request("POST", sendUrl(quote.id), body(["someone@else.example"]));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain("is not a contact of");
    expect(res.json().errors).toHaveProperty("recipients");
  });

  it("honours an unsubscribe at once: refused by the send, and never sent when queued before", async () => {
    const { quote, colleague, draft } = await withContacts(kit, admin);
    const first = await admin.request("POST", sendUrl(quote.id), body([colleague]));
    expect(first.statusCode, first.body).toBe(201);
    const [queued] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.id, first.json().data.outboxIds[0]));
    const token = queued?.unsubscribeUrl?.split("/").at(-1) as string;

    // The contact unsubscribes (one-click, a form body) before the worker runs.
    const state = await t.app.inject({ method: "GET", url: `/api/unsubscribe/${token}` });
    expect(state.json().data).toEqual({ email: colleague.toLowerCase(), unsubscribedAt: null });
    const oneClick = await t.app.inject({
      method: "POST",
      url: `/api/unsubscribe/${token}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    const before = smtp.received.length;
    await t.app.outbox.processDue();
    const [after] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.id, queued?.id as number));
    expect(after?.status).toBe("suppressed");
    const toColleague = smtp.received
      .slice(before)
      .filter((mail) => JSON.stringify(mail.to).includes(colleague));
    expect(toColleague).toEqual([]);

    // The draft shows it, and a new send to it is refused by name.
    const redraft = (await admin.request("GET", sendUrl(quote.id))).json().data;
    const lee = redraft.contacts.find((contact: { email: string }) => contact.email === colleague);
    expect(lee.unsubscribedAt).not.toBeNull();
    const again = await admin.request("POST", sendUrl(quote.id), body([colleague]));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain(`${colleague} unsubscribed`);
    // The other contact is still reachable.
    const dana = await admin.request("POST", sendUrl(quote.id), body([draft.contacts[0].email]));
    expect(dana.statusCode, dana.body).toBe(201);
  });

  it("reuses an open link when chosen, and refuses one that was answered", async () => {
    const { quote, draft } = await withContacts(kit, admin);
    const dana = draft.contacts[0].email as string;
    const link = await kit.share(quote);
    const shareId = (await kit.shareRow(link.token)).share.id;
    const redraft = (await admin.request("GET", sendUrl(quote.id))).json().data;
    expect(redraft.links.map((row: { id: string }) => row.id)).toEqual([shareId]);
    const sent = await admin.request("POST", sendUrl(quote.id), body([dana], { shareId }));
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().data.reference).toBe(link.reference);

    expect((await kit.accept(link.token)).statusCode).toBe(200);
    const closed = await admin.request("POST", sendUrl(quote.id), body([dana], { shareId }));
    expect(closed.statusCode).toBe(409);
  });

  it("refuses unknown placeholders and an empty recipient list by field", async () => {
    const { quote } = await withContacts(kit, admin);
    const res = await admin.request(
      "POST",
      sendUrl(quote.id),
      body([], { message: "Hello {{prospect.secret}}" }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      recipients: "Choose at least one contact",
      message: "Unknown placeholder {{prospect.secret}}",
    });
  });
});

describe("a binding acceptance (issue 35 §3)", () => {
  it("sends the contacts and the sales team the countersigned PDF, made by the outbox", async () => {
    const { quote, dana, colleague } = await withContacts(kit, admin);
    const sent = await admin.request("POST", sendUrl(quote.id), body([dana, colleague]));
    expect(sent.statusCode, sent.body).toBe(201);
    const [share] = await t.db
      .select()
      .from(quoteShares)
      .where(eq(quoteShares.id, sent.json().data.shareId));
    await t.app.outbox.processDue();
    const before = smtp.received.length;
    const accepted = await kit.accept(share?.token as string);
    expect(accepted.statusCode, accepted.body).toBe(200);
    await t.app.outbox.processDue();
    const mails = (await smtp.waitFor(before + 3, 20_000)).slice(before);
    const copies = mails.filter((mail) => mail.subject?.includes("countersigned copy"));
    expect(copies.map((mail) => JSON.stringify(mail.to)).join()).toContain(dana);
    expect(copies.map((mail) => JSON.stringify(mail.to)).join()).toContain(colleague);
    const pdf = copies[0]?.attachments[0];
    expect(pdf?.filename).toBe(`${share?.reference}-countersigned.pdf`);
    expect(pdf?.content.subarray(0, 5).toString()).toBe("%PDF-");
    expect(copies[0]?.text).toContain("Billing: monthly.");
    expect(copies[0]?.text).toMatch(/quotes from us: \S+\/unsubscribe\//);
    // The sales team's notice carries the same copy.
    const staff = mails.find((mail) =>
      mail.subject?.startsWith(`Quote ${share?.reference} was accepted`),
    );
    expect(staff?.attachments[0]?.filename).toBe(`${share?.reference}-countersigned.pdf`);
    // The outbox keeps the rendered file with each message.
    const stored = await t.db.select().from(outboxAttachments);
    expect(
      stored.filter((file) => file.source?.shareId === share?.id).every((file) => file.content),
    ).toBe(true);
  });
});
