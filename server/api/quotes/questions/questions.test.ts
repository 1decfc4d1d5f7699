import {
  ALREADY_ESCALATED,
  ESCALATED,
  NOTHING_FOUND,
  QUESTION_MAX,
  QUESTION_NOT_FOUND,
  QUESTION_TOO_SHORT,
} from "@shared/quote-questions/question-constants";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, createUser, signedIn } from "../../../../tests/setup/auth";
import { createTestApp, type TestApp } from "../../../../tests/setup/test-app";
import { staffNotifications } from "../../../db/schema/notifications";
import { prospects } from "../../../db/schema/prospects";
import { quoteQuestions } from "../../../db/schema/quote-questions";
import { quoteShares } from "../../../db/schema/quotes";
import { QUOTE_GONE, QUOTE_NOT_FOUND } from "../public-routes";
import {
  type BuilderQuote,
  defaultSelections,
  type QuoteKit,
  quoteKit,
  site,
} from "../quote-test-kit";

/** Issue 36 §3: "Ask about this quote" on the quote page, and the staff's view of it. */
let t: TestApp;
let kit: QuoteKit;
let admin: Client;
let salesEmail: string;

beforeAll(async () => {
  t = await createTestApp();
  kit = quoteKit(t);
  ({ browser: admin } = await signedIn(t));
  salesEmail = (await t.repositories.companyProfile.get()).salesEmail;
});
afterAll(() => t.close());

const ask = (token: string, payload: object) =>
  t.app.inject({
    method: "POST",
    url: `/api/quotes/${token}/questions`,
    remoteAddress: kit.nextAddress(),
    payload,
  });

const escalate = (token: string, id: string, payload: object = {}) =>
  t.app.inject({
    method: "POST",
    url: `/api/quotes/${token}/questions/${id}/escalate`,
    remoteAddress: kit.nextAddress(),
    payload,
  });

async function sharedQuote(options: Parameters<QuoteKit["builderQuote"]>[0] = {}) {
  const quote = await kit.builderQuote(options);
  return { quote, ...(await kit.share(quote)) };
}

describe("asking about a quote", () => {
  it("answers from the quote's own services with passages and their sources, and stores it", async () => {
    const { token } = await sharedQuote();
    const res = await ask(token, {
      question: "  Does the awareness training include phishing simulations?  ",
    });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data.answered).toBe(true);
    expect(data.passages.length).toBeGreaterThan(0);
    expect(data.passages.length).toBeLessThanOrEqual(3);
    expect(data.passages[0].source).toMatchObject({ url: "#lines-title" });
    expect(data.passages[0].text).toMatch(/phishing/i);
    const [row] = await t.db
      .select()
      .from(quoteQuestions)
      .where(eq(quoteQuestions.id, data.questionId));
    expect(row).toMatchObject({
      question: "Does the awareness training include phishing simulations?",
      answered: true,
      escalatedAt: null,
    });
    expect(row?.topScore).toBe(data.passages[0].score);
  });

  it("answers from the terms and from published content, linking to them", async () => {
    const { token } = await sharedQuote();
    const terms = (
      await ask(token, { question: "How much written notice do we need to give?" })
    ).json();
    expect(terms.data.passages[0].source).toEqual({
      kind: "terms",
      title: "Terms",
      url: "#accept-title",
    });
    const post = (await ask(token, { question: "How should we prepare for ransomware?" })).json();
    expect(
      post.data.passages.map((passage: { source: { url: string } }) => passage.source.url),
    ).toContain("/blog/ransomware-readiness-a-30-day-plan");
  });

  it("says so when nothing scores high enough, and stores the question as unanswered", async () => {
    const { token } = await sharedQuote();
    const res = await ask(token, { question: "What is your favourite pizza topping?" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: NOTHING_FOUND,
      data: { answered: false, passages: [] },
    });
    const [row] = await t.db
      .select()
      .from(quoteQuestions)
      .where(eq(quoteQuestions.id, res.json().data.questionId));
    expect(row?.answered).toBe(false);
  });

  it("refuses questions that are too short, too long, missing or not plain text, naming the field", async () => {
    const { token } = await sharedQuote();
    const cases: [object, string][] = [
      [{ question: " a " }, QUESTION_TOO_SHORT],
      [{ question: "x".repeat(QUESTION_MAX + 1) }, `Use at most ${QUESTION_MAX} characters`],
      [{}, "Enter your question"],
      [{ question: "bell\u0007 in it" }, "Remove the control characters"],
    ];
    for (const [payload, message] of cases) {
      const res = await ask(token, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors).toEqual({ question: message });
    }
    expect(
      await t.db.select().from(quoteQuestions).where(like(quoteQuestions.question, "%bell%")),
    ).toEqual([]);
  });

  it("answers an unknown link 404 and an expired or withdrawn one 410", async () => {
    const unknown = await ask("A".repeat(43), { question: "How long is the term?" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(QUOTE_NOT_FOUND);
    expect((await ask("not-a-token", { question: "How long is the term?" })).statusCode).toBe(404);

    const expired = await sharedQuote();
    await kit.expire(expired.token);
    const late = await ask(expired.token, { question: "How long is the term?" });
    expect(late.statusCode).toBe(410);
    expect(late.json().message).toBe(QUOTE_GONE);

    const revoked = await sharedQuote();
    await t.db
      .update(quoteShares)
      .set({ revokedAt: new Date() })
      .where(eq(quoteShares.token, revoked.token));
    expect((await ask(revoked.token, { question: "How long is the term?" })).statusCode).toBe(410);
  });

  it("never finds anything of another quote: quote B's own lines answer on B's link only", async () => {
    const a = await sharedQuote({ company: "Harbor Dental Alpha" });
    // Quote B's location carries a name that nothing else in the content has.
    const bSession = kit.newSession();
    const lead = await kit.sb("POST", "/api/sb/lead", bSession, {
      companyName: "Zephyrine Orthodontics",
      contactName: "Quinn Marlow",
      email: `quinn-${Date.now()}@zephyrine.example`,
      phone: "",
      companySize: "11-50",
    });
    expect(lead.statusCode, lead.body).toBe(200);
    const annex = { ...site("hq", 12), name: "Zephyrine Orthodontics Annex" };
    const saved = await kit.sb("POST", "/api/sb/configurations", bSession, {
      name: "Zephyrine: recommended",
      answers: { complianceRequirements: ["hipaa"], securityFocus: [] },
      locations: [annex],
      selections: defaultSelections.filter((selection) => selection.locationId === "hq"),
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const bQuote = { session: bSession, id: saved.json().data.configuration.id } as BuilderQuote;
    const b = await kit.share(bQuote);

    const question = { question: "What about Zephyrine Orthodontics and Quinn Marlow?" };
    const onA = (await ask(a.token, question)).json().data;
    expect(onA).toMatchObject({ answered: false, passages: [] });
    const onB = (await ask(b.token, question)).json().data;
    expect(onB.answered).toBe(true);
    expect(onB.passages[0].text).toContain("Zephyrine Orthodontics Annex");
    // The prospect's own name and address are never passages, not even on their own link.
    expect(JSON.stringify(onB.passages)).not.toContain("Quinn Marlow");
  });
});

describe("asking the account manager", () => {
  it("notifies staff and e-mails the sales address with the question, once (202, then 409)", async () => {
    const { token, reference } = await sharedQuote();
    const asked = (
      await ask(token, { question: "Can you install the agents on our kiosk PCs?" })
    ).json();
    const res = await escalate(token, asked.data.questionId, {
      email: " Dana.Reply@Example.com ",
      note: "Best after 3 pm",
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toMatchObject({ data: null, message: ESCALATED });

    const [row] = await t.db
      .select()
      .from(quoteQuestions)
      .where(eq(quoteQuestions.id, asked.data.questionId));
    expect(row?.escalatedAt).toBeInstanceOf(Date);
    expect(row).toMatchObject({ contactEmail: "dana.reply@example.com", note: "Best after 3 pm" });

    const [mail] = await kit.outboxAbout(reference, "quote.question");
    expect(mail?.toAddress).toBe(salesEmail);
    expect(mail?.textBody).toContain("> Can you install the agents on our kiosk PCs?");
    expect(mail?.textBody).toContain("Reply to: dana.reply@example.com");
    expect(mail?.textBody).toContain("Best after 3 pm");

    const bell = await t.db
      .select()
      .from(staffNotifications)
      .where(
        and(
          eq(staffNotifications.kind, "quote_question"),
          like(staffNotifications.title, `%${reference}%`),
        ),
      );
    expect(bell).toHaveLength(1);
    // The bell holds no prospect text: the question stays in the e-mail and on the quote.
    expect(JSON.stringify(bell)).not.toContain("kiosk");
    expect(bell[0]?.href).toMatch(/^\/admin\/service-configurations\?id=/);

    const again = await escalate(token, asked.data.questionId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ALREADY_ESCALATED);
    expect(await kit.outboxAbout(reference, "quote.question")).toHaveLength(1);
  });

  it("e-mails the prospect's owner at their own address when they have one", async () => {
    const { token, reference } = await sharedQuote();
    const owner = await createUser(t);
    await t.repositories.users.update(owner.id, { email: "morgan.manager@example.com" });
    const [link] = await t.db.select().from(quoteShares).where(eq(quoteShares.token, token));
    await t.db
      .update(prospects)
      .set({ ownerUserId: owner.id })
      .where(eq(prospects.id, link?.prospectId ?? -1));
    const asked = (await ask(token, { question: "Who installs the firewall?" })).json();
    expect((await escalate(token, asked.data.questionId)).statusCode).toBe(202);
    const [mail] = await kit.outboxAbout(reference, "quote.question");
    expect(mail?.toAddress).toBe("morgan.manager@example.com");
  });

  it("refuses a question of another link, an unknown one and a bad address", async () => {
    const first = await sharedQuote();
    const second = await sharedQuote();
    const asked = (await ask(first.token, { question: "Do you work weekends?" })).json();
    const elsewhere = await escalate(second.token, asked.data.questionId);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().message).toBe(QUESTION_NOT_FOUND);
    expect((await escalate(first.token, "not-a-uuid")).statusCode).toBe(400);
    const bad = await escalate(first.token, asked.data.questionId, { email: "nope" });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(["email"]);
  });
});

describe("the questions on the staff quote page", () => {
  it("lists each link's questions with answered and escalated, for those who open quotes", async () => {
    const { quote, token, reference } = await sharedQuote();
    const answered = (await ask(token, { question: "How long is the initial term?" })).json().data;
    const open = (await ask(token, { question: "What is your favourite pizza topping?" })).json()
      .data;
    expect((await escalate(token, open.questionId)).statusCode).toBe(202);

    const res = await admin.request("GET", `/api/admin/configurations/${quote.id}/questions`);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().data;
    expect(list.map((entry: { id: string }) => entry.id)).toEqual([
      open.questionId,
      answered.questionId,
    ]);
    expect(list[0]).toMatchObject({
      reference,
      answered: false,
      question: "What is your favourite pizza topping?",
    });
    expect(list[0].escalatedAt).not.toBeNull();
    expect(list[1]).toMatchObject({ answered: true, escalatedAt: null });

    const { browser: content } = await signedIn(t, { permissions: ["content"] });
    expect(
      (await content.request("GET", `/api/admin/configurations/${quote.id}/questions`)).statusCode,
    ).toBe(403);
    const missing = await admin.request(
      "GET",
      `/api/admin/configurations/${crypto.randomUUID()}/questions`,
    );
    expect(missing.statusCode).toBe(404);
  });

  it("counts this month's unanswered questions in the builder analytics", async () => {
    const before = (await admin.request("GET", "/api/admin/analytics/builder")).json().data
      .questions;
    const { token } = await sharedQuote();
    await ask(token, { question: "What is the capital of Australia?" });
    await ask(token, { question: "How long is the initial term?" });
    const after = (await admin.request("GET", "/api/admin/analytics/builder")).json().data
      .questions;
    expect(after.asked - before.asked).toBe(2);
    expect(after.unanswered - before.unanswered).toBe(1);
  });
});
