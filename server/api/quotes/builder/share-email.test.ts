import {
  BUILDER_SEND_NO_LINK,
  BUILDER_SEND_RATE_LIMIT,
  BUILDER_SEND_UNSUBSCRIBED,
} from "@shared/quotes/configuration";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outbox } from "../../../db/schema/outbox";
import { builderTestApp } from "./builder-test-kit";

/**
 * Issue 35 §1 from the builder: after sharing, the prospect e-mails the link to the address
 * they gave on the lead step (never one sent with the request); staff see the send.
 */
const { t, kit, admin } = builderTestApp({ admin: true });

const emailUrl = (id: string) => `/api/sb/configurations/${id}/share/email`;

async function leadEmailOf(session: string) {
  const stored = await t.app.repositories.drafts.get(session);
  if (!stored?.lead) throw new Error("no lead");
  return stored.lead.email;
}

const copiesTo = (email: string) =>
  t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, "quote.sent"), eq(outbox.toAddress, email)));

describe("POST /api/sb/configurations/:id/share/email", () => {
  it("e-mails the open link to the lead's own address and shows the send to staff", async () => {
    const quote = await kit.builderQuote();
    const email = await leadEmailOf(quote.session);

    const early = await kit.sb("POST", emailUrl(quote.id), quote.session);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(BUILDER_SEND_NO_LINK);

    const link = await kit.share(quote);
    // Whatever address the request names, the mail goes to the lead's only.
    const sent = await kit.sb("POST", emailUrl(quote.id), quote.session, {
      to: "someone-else@example.net",
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().data).toMatchObject({ to: email, reference: link.reference });
    expect(sent.json().message).toBe(`Quote sent to ${email}`);

    const [copy] = await copiesTo(email);
    expect(copy?.subject).toContain(link.reference);
    expect(copy?.textBody).toContain(`/sb/quote/${link.token}`);
    expect(copy?.textBody).toContain("Dear Dana Whitfield,");
    expect(copy?.unsubscribeUrl).toBeTruthy();
    expect(await copiesTo("someone-else@example.net")).toHaveLength(0);

    const detail = await admin.request("GET", `/api/admin/configurations/${quote.id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data.sends).toEqual([
      expect.objectContaining({ recipients: [email], reference: link.reference, sentBy: null }),
    ]);
  });

  it("answers 404 to another session and sends nothing to an address that unsubscribed", async () => {
    const quote = await kit.builderQuote();
    await kit.share(quote);
    expect((await kit.sb("POST", emailUrl(quote.id), kit.newSession())).statusCode).toBe(404);

    const email = await leadEmailOf(quote.session);
    expect((await kit.sb("POST", emailUrl(quote.id), quote.session)).statusCode).toBe(201);
    const [copy] = await copiesTo(email);
    const token = copy?.unsubscribeUrl?.split("/").at(-1) as string;
    expect(
      (await t.app.inject({ method: "POST", url: `/api/unsubscribe/${token}` })).statusCode,
    ).toBe(200);
    const refused = await kit.sb("POST", emailUrl(quote.id), quote.session);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(BUILDER_SEND_UNSUBSCRIBED);
    expect(await copiesTo(email)).toHaveLength(1);
  });

  it(`allows ${BUILDER_SEND_RATE_LIMIT.max} sends per client and hour`, async () => {
    const quote = await kit.builderQuote();
    await kit.share(quote);
    const client = "10.62.0.9";
    for (let i = 0; i < BUILDER_SEND_RATE_LIMIT.max; i++) {
      const res = await kit.sb("POST", emailUrl(quote.id), quote.session, undefined, client);
      expect(res.statusCode, res.body).toBe(201);
    }
    const over = await kit.sb("POST", emailUrl(quote.id), quote.session, undefined, client);
    expect(over.statusCode).toBe(429);
  });
});
