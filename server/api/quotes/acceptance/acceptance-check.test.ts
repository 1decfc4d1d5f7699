import {
  CODE_NEEDED,
  CODE_SENT,
  CODE_WRONG,
  EMAIL_NEEDED,
  EMAIL_NOT_RECIPIENT,
} from "@shared/quotes/acceptance-check-constants";
import { defaultQuoteTemplate } from "@shared/quotes/document-template";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, signedIn } from "../../../../tests/setup/auth";
import { createTestApp, type TestApp } from "../../../../tests/setup/test-app";
import { outbox } from "../../../db/schema/outbox";
import { acceptance, type QuoteKit, quoteKit } from "../quote-test-kit";
import { quoteWithTwoContacts, sendBody, sendUrl } from "../versions/send-test-kit";

/**
 * Issue 35 §3: accepting asks for the address the quote was sent to, or a one-time code sent
 * to it, as the company's quote documents say (frozen with each link).
 */
let t: TestApp;
let admin: Client;
let kit: QuoteKit;
let version = 0;

beforeAll(async () => {
  t = await createTestApp();
  ({ browser: admin } = await signedIn(t));
  kit = quoteKit(t);
});
afterAll(() => t.close());

async function useCheck(acceptanceCheck: "off" | "email" | "code", nextSteps?: string) {
  const saved = await admin.request("PUT", "/api/admin/quote-template", {
    ...defaultQuoteTemplate,
    ...(nextSteps ? { nextSteps } : {}),
    acceptanceCheck,
    expectedVersion: version,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  version = saved.json().data.version;
}

/** A quote e-mailed to its second contact through a link made under the current setting. */
async function sentLink() {
  const { quote, colleague, dana } = await quoteWithTwoContacts(kit, admin);
  const sent = await admin.request("POST", sendUrl(quote.id), sendBody([colleague]));
  expect(sent.statusCode, sent.body).toBe(201);
  const share = await t.repositories.shares.byId(sent.json().data.shareId);
  return { token: share?.share.token as string, colleague, dana };
}

const requestCode = (token: string, email: string) =>
  t.app.inject({
    method: "POST",
    url: `/api/quotes/${token}/acceptance-code`,
    remoteAddress: kit.nextAddress(),
    payload: { email },
  });

async function codeSentTo(email: string) {
  const [mail] = await t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, "quote.acceptance_code"), eq(outbox.toAddress, email)));
  return /is (\d{6})\./.exec(mail?.textBody ?? "")?.[1] ?? null;
}

describe("the acceptance check", () => {
  it("asks for the address the quote was sent to, and records it", async () => {
    await useCheck("email");
    const { token, colleague } = await sentLink();
    const none = await kit.accept(token);
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual({ email: EMAIL_NEEDED });
    const stranger = await kit.accept(token, acceptance({ email: "someone@example.net" }));
    expect(stranger.json().errors).toEqual({ email: EMAIL_NOT_RECIPIENT });
    const accepted = await kit.accept(token, acceptance({ email: colleague.toUpperCase() }));
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toMatchObject({
      verification: "email",
      verifiedEmail: colleague.toLowerCase(),
    });
  });

  it("sends a one-time code only to a recipient, answers alike for anyone, and takes it once", async () => {
    await useCheck("code");
    const { token, colleague } = await sentLink();
    const stranger = await requestCode(token, "someone@example.net");
    expect(stranger.statusCode).toBe(202);
    expect(stranger.json().message).toBe(CODE_SENT);
    expect(await codeSentTo("someone@example.net")).toBeNull();
    const asked = await requestCode(token, colleague);
    expect(asked.statusCode).toBe(202);
    expect(asked.json().message).toBe(CODE_SENT);
    const code = await codeSentTo(colleague);
    expect(code).toMatch(/^\d{6}$/);

    const without = await kit.accept(token, acceptance({ email: colleague }));
    expect(without.json().errors).toEqual({ code: CODE_NEEDED });
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    const refused = await kit.accept(token, acceptance({ email: colleague, code: wrong }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ code: CODE_WRONG });
    const accepted = await kit.accept(token, acceptance({ email: colleague, code }));
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toMatchObject({ verification: "code", verifiedEmail: colleague });
  });

  it("stops a code after five wrong tries", async () => {
    await useCheck("code");
    const { token, colleague } = await sentLink();
    await requestCode(token, colleague);
    const code = (await codeSentTo(colleague)) as string;
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await kit.accept(token, acceptance({ email: colleague, code: wrong }));
    }
    const late = await kit.accept(token, acceptance({ email: colleague, code }));
    expect(late.json().errors).toEqual({ code: CODE_WRONG });
  });

  it("keeps the check a link was made with, and freezes the steps after acceptance", async () => {
    await useCheck("off", "Kick-off call within two days\nSite survey at each office");
    const { token } = await sentLink();
    await useCheck("code");
    const opened = await kit.shareRow(token);
    expect(opened.share.snapshot.document).toMatchObject({
      acceptanceCheck: "off",
      nextSteps: ["Kick-off call within two days", "Site survey at each office"],
    });
    const accepted = await kit.accept(token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data.verification).toBe("none");
  });
});
