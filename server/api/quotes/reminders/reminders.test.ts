import { DAY_MS } from "@shared/quotes/reminders";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, signedIn } from "../../../../tests/setup/auth";
import { createTestApp, type TestApp } from "../../../../tests/setup/test-app";
import { outbox } from "../../../db/schema/outbox";
import { followUpTasks, quoteReminders, quoteSends, quoteShares } from "../../../db/schema/quotes";
import { startTestSmtp, type TestSmtp } from "../../outbox/test-smtp";
import { openQuote } from "../public-quote";
import { type QuoteKit, quoteKit } from "../quote-test-kit";
import { quoteWithTwoContacts, sendBody, sendUrl } from "../versions/send-test-kit";

/**
 * Issue 35 §2: reminders before a sent link expires (7 and 1 days by default, off per quote),
 * run by the scheduler with a clock the test moves; never to an unsubscribed contact, never
 * after an answer. Follow-ups for the owner; renewing an expired link.
 */
let t: TestApp;
let smtp: TestSmtp;
let admin: Client;
let kit: QuoteKit;
beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  ({ browser: admin } = await signedIn(t));
  kit = quoteKit(t);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** A quote sent to both contacts on a new 30-day link; answers the link and its send time. */
async function sentQuote() {
  const contacts = await quoteWithTwoContacts(kit, admin);
  const sent = await admin.request(
    "POST",
    sendUrl(contacts.quote.id),
    sendBody([contacts.dana, contacts.colleague]),
  );
  expect(sent.statusCode, sent.body).toBe(201);
  const [share] = await t.db
    .select()
    .from(quoteShares)
    .where(eq(quoteShares.id, sent.json().data.shareId));
  if (!share) throw new Error("no share");
  return { ...contacts, share, send: sent.json().data };
}

const daysLeft = (share: { expiresAt: Date }, days: number) =>
  new Date(share.expiresAt.getTime() - days * DAY_MS);

const remindersTo = (email: string) =>
  t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, "quote.reminder"), eq(outbox.toAddress, email)));

describe("reminders before a sent link expires", () => {
  it("reminds each contact 7 days and 1 day before, once each, never an unsubscribed one", async () => {
    const { share, dana, colleague, send } = await sentQuote();
    // Lee unsubscribes through the link at the foot of the quote e-mail.
    const [copy] = await t.db.select().from(outbox).where(eq(outbox.id, send.outboxIds[1]));
    const token = copy?.unsubscribeUrl?.split("/").at(-1) as string;
    expect(
      (await t.app.inject({ method: "POST", url: `/api/unsubscribe/${token}` })).statusCode,
    ).toBe(200);

    expect((await t.app.quoteReminders.run(daysLeft(share, 8))).reminded).toBe(0);
    const week = await t.app.quoteReminders.run(daysLeft(share, 6.5));
    expect(week.reminded).toBeGreaterThanOrEqual(1);
    expect(await remindersTo(dana)).toHaveLength(1);
    expect(await remindersTo(colleague)).toHaveLength(0);
    // Lee's threshold is recorded without a message, so it is not tried again.
    const leeRows = await t.db
      .select()
      .from(quoteReminders)
      .where(and(eq(quoteReminders.shareId, share.id), eq(quoteReminders.email, colleague)));
    expect(leeRows.map((row) => [row.daysBefore, row.outboxId])).toEqual([[7, null]]);

    // A second run, or a second instance, at the same moment sends nothing more.
    await t.app.quoteReminders.run(daysLeft(share, 6));
    expect(await remindersTo(dana)).toHaveLength(1);

    await t.app.quoteReminders.run(daysLeft(share, 0.5));
    const [seven, one] = await remindersTo(dana);
    expect(seven?.subject).toBe(`Reminder: your quote ${share.reference} expires in 7 days`);
    expect(one?.subject).toBe(`Reminder: your quote ${share.reference} expires tomorrow`);
    expect(await remindersTo(colleague)).toHaveLength(0);

    // What Dana receives: the link, the unsubscribe line and header.
    const before = smtp.received.length;
    await t.app.outbox.processDue();
    const mails = (await smtp.waitFor(before + 2)).slice(before);
    const tomorrow = mails.find((mail) => mail.subject === one?.subject);
    expect(tomorrow?.text).toContain(`/sb/quote/${share.token}`);
    expect(tomorrow?.text).toMatch(/quotes from us: \S+\/unsubscribe\/[\w-]{43}/);
    expect(JSON.stringify(mails.map((mail) => mail.to))).not.toContain(colleague);

    // The quote's page lists them beside the send.
    const detail = (
      await admin.request(
        "GET",
        `/api/admin/configurations/${send.id ? share.snapshot.options[0]?.configurationId : ""}`,
      )
    ).json().data;
    const reminders = detail.sends[0].reminders as {
      email: string;
      daysBefore: number;
      sent: boolean;
    }[];
    expect(reminders.filter((row) => row.email === dana).map((row) => row.daysBefore)).toEqual([
      7, 1,
    ]);
    expect(reminders.find((row) => row.email === colleague)?.sent).toBe(false);
  });

  it("stops once the prospect answers, and is off for a quote that turned it off", async () => {
    const answered = await sentQuote();
    expect((await kit.decline(answered.share.token, { reason: "Budget" })).statusCode).toBe(200);
    await t.app.quoteReminders.run(daysLeft(answered.share, 0.5));
    expect(await remindersTo(answered.dana)).toHaveLength(0);

    const quiet = await sentQuote();
    const off = await admin.request(
      "PUT",
      `/api/admin/configurations/${quiet.quote.id}/reminders`,
      {
        settings: { enabled: false, days: [7, 1] },
        expected: { enabled: true, days: [7, 1] },
      },
    );
    expect(off.statusCode, off.body).toBe(200);
    // A second editor still holding the old settings is refused, not silently overwritten.
    const stale = await admin.request(
      "PUT",
      `/api/admin/configurations/${quiet.quote.id}/reminders`,
      {
        settings: { enabled: true, days: [3] },
        expected: { enabled: true, days: [7, 1] },
      },
    );
    expect(stale.statusCode).toBe(409);
    await t.app.quoteReminders.run(daysLeft(quiet.share, 0.5));
    expect(await remindersTo(quiet.dana)).toHaveLength(0);
  });
});

describe("follow-ups for the owner", () => {
  it("opens one when a sent quote is not opened in 3 days, closes it on a view, then asks again at 7", async () => {
    const { share, prospectId } = await sentQuote();
    // Sent 4 days ago, so the task the rule opens at day 3 is due by now.
    const sentAt = new Date(Date.now() - 4 * DAY_MS);
    await t.db
      .update(quoteSends)
      .set({ createdAt: sentAt })
      .where(eq(quoteSends.shareId, share.id));
    const daysAfter = (days: number) => new Date(sentAt.getTime() + days * DAY_MS + 60_000);
    await t.app.quoteReminders.run(daysAfter(2));
    const tasksOf = () =>
      t.db.select().from(followUpTasks).where(eq(followUpTasks.shareId, share.id));
    expect(await tasksOf()).toHaveLength(0);

    await t.app.quoteReminders.run(daysAfter(3));
    await t.app.quoteReminders.run(daysAfter(3)); // once, however often it runs
    const [first] = await tasksOf();
    expect(first).toMatchObject({ reason: "not_viewed", doneAt: null, prospectId });

    const list = await admin.request("GET", `/api/admin/follow-ups?prospectId=${prospectId}`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.tasks).toEqual([
      expect.objectContaining({ reason: "not_viewed", reference: share.reference }),
    ]);
    expect(list.json().data.dueToday).toBe(1);

    await openQuote(t.app, share.token, { countView: true, siteUrl: "http://localhost" });
    expect((await tasksOf())[0]?.doneAt).not.toBeNull();

    await t.app.quoteReminders.run(daysAfter(7));
    const open = (await tasksOf()).filter((task) => task.doneAt === null);
    expect(open.map((task) => task.reason)).toEqual(["not_answered"]);
    const done = await admin.request("POST", `/api/admin/follow-ups/${open[0]?.id}/done`);
    expect(done.statusCode, done.body).toBe(200);
    expect(
      (await admin.request("POST", `/api/admin/follow-ups/${open[0]?.id}/done`)).statusCode,
    ).toBe(404);
  });
});

describe("renewing an expired link", () => {
  it("makes a new link of the same version, valid from today; an open link is refused", async () => {
    const { share } = await sentQuote();
    const early = await admin.request(
      "POST",
      `/api/admin/configurations/shares/${share.id}/renew`,
      {},
    );
    expect(early.statusCode).toBe(409);
    await kit.expire(share.token);
    const renewed = await admin.request(
      "POST",
      `/api/admin/configurations/shares/${share.id}/renew`,
      {
        expiresInDays: 14,
      },
    );
    expect(renewed.statusCode, renewed.body).toBe(201);
    const link = await kit.shareRow(renewed.json().data.token);
    expect(link.share.snapshot.options.map((option) => option.version)).toEqual(
      share.snapshot.options.map((option) => option.version),
    );
    expect(link.share.expiresAt.getTime() - Date.now()).toBeGreaterThan(13 * DAY_MS);
  });
});
