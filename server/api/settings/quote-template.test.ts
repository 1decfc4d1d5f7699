import { DEFAULT_TERMS } from "@shared/quotes/document-text";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, signedIn } from "../../../tests/setup/auth";
import { uploadImage } from "../../../tests/setup/media";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { auditLog } from "../../db/schema/audit";
import { media } from "../../db/schema/media";
import { type QuoteKit, quoteKit } from "../quotes/quote-test-kit";

/**
 * Issue 35 §6: the quote template (logo, colour, cover letter, terms with placeholders) and a
 * quote's own texts. Each link freezes them with the placeholders filled; later edits leave
 * links already made as they were.
 */
let t: TestApp;
let admin: Client;
let kit: QuoteKit;
beforeAll(async () => {
  t = await createTestApp();
  ({ browser: admin } = await signedIn(t));
  kit = quoteKit(t);
});
afterAll(() => t.close());

const TEMPLATE = "/api/admin/quote-template";
const documentOf = (id: string) => `/api/admin/configurations/${id}/document`;

const uploadLogo = async () => (await uploadImage(t, admin.jar, { width: 200, height: 60 })).url;

describe("the quote template", () => {
  it("answers the built-in one until staff save theirs, then saves, audits and versions it", async () => {
    const first = await admin.request("GET", TEMPLATE);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ logoUrl: null, terms: DEFAULT_TERMS, version: 0 });

    const logoUrl = await uploadLogo();
    const saved = await admin.request("PUT", TEMPLATE, {
      logoUrl,
      brandColor: "#7C3AED",
      coverLetter:
        "Dear {{prospect.contactName}},\n\nHere is our offer for {{prospect.companyName}}.",
      terms: "1. Payment within 30 days.\n2. Valid until {{quote.validUntil}}.",
      expectedVersion: 0,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      message: "Quote template saved",
      data: { logoUrl, brandColor: "#7c3aed", version: 1 },
    });
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.event, "quote_template.updated"));
    expect(entries).toHaveLength(1);

    // A second editor still holding version 0 does not overwrite the first one's save.
    const stale = await admin.request("PUT", TEMPLATE, {
      ...saved.json().data,
      coverLetter: "Overwritten",
      expectedVersion: 0,
    });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json().message).toMatch(/Someone else saved the quote template/);
    expect((await admin.request("GET", TEMPLATE)).json().data.coverLetter).toMatch(/^Dear/);
  });

  it("refuses a placeholder that does not exist, a colour that is not one and a foreign logo", async () => {
    const { version, ...current } = (await admin.request("GET", TEMPLATE)).json().data;
    const refused = await admin.request("PUT", TEMPLATE, {
      ...current,
      coverLetter: "Hello {{prospect.firstName}}",
      expectedVersion: version,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({
      coverLetter:
        "Unknown placeholder {{prospect.firstName}}. Use one of the placeholders listed below.",
    });
    for (const bad of [{ brandColor: "purple" }, { logoUrl: "https://cdn.example.com/l.png" }]) {
      const res = await admin.request("PUT", TEMPLATE, {
        ...current,
        ...bad,
        expectedVersion: version,
      });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
  });

  it("is frozen into each new link with the placeholders filled, and later edits leave the link as it was", async () => {
    const quote = await kit.builderQuote();
    const { token } = await kit.share(quote);
    const { share } = await kit.shareRow(token);
    const template = (await admin.request("GET", TEMPLATE)).json().data;
    expect(share.snapshot.document).toMatchObject({
      logoUrl: template.logoUrl,
      brandColor: "#7c3aed",
      coverLetter: `Dear Dana Whitfield,\n\nHere is our offer for ${quote.company}.`,
    });
    expect(share.snapshot.document?.terms).toMatch(
      /^1\. Payment within 30 days\.\n2\. Valid until \w+ \d{1,2}, \d{4}\.$/,
    );

    const { version, ...current } = template;
    const edited = await admin.request("PUT", TEMPLATE, {
      ...current,
      terms: "1. New terms.",
      expectedVersion: version,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const again = await kit.shareRow(token);
    expect(again.share.snapshot.document?.terms).toMatch(/^1\. Payment within 30 days/);
    expect(again.share.snapshotSha256).toBe(share.snapshotSha256);
  });

  it("keeps the logo through the sweep of unused uploads", async () => {
    const { logoUrl } = (await admin.request("GET", TEMPLATE)).json().data;
    const id = String(logoUrl).split("/").at(-1) ?? "";
    await t.db
      .update(media)
      .set({ createdAt: new Date(Date.now() - 7 * 86_400_000) })
      .where(eq(media.id, id));
    const removed = await t.repositories.media.removeUnused(new Date());
    expect(removed).not.toContain(id);
  });
});

describe("a quote's own cover letter and terms", () => {
  it("replace the template's in the quote's next link, with a 409 for a stale editor", async () => {
    const quote = await kit.builderQuote();
    const opened = await admin.request("GET", documentOf(quote.id));
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().data.override).toEqual({ coverLetter: null, terms: null });
    expect(opened.json().data.defaults.terms).toBe("1. New terms.");

    const saved = await admin.request("PUT", documentOf(quote.id), {
      coverLetter: "For {{prospect.companyName}} only.",
      terms: null,
      expected: { coverLetter: null, terms: null },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe("Cover letter and terms saved");
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, "quote.document_updated"), eq(auditLog.targetId, quote.id)));
    expect(audited).toHaveLength(1);

    const stale = await admin.request("PUT", documentOf(quote.id), {
      coverLetter: "Someone else's letter",
      terms: null,
      expected: { coverLetter: null, terms: null },
    });
    expect(stale.statusCode).toBe(409);

    const { token } = await kit.share(quote);
    const { share } = await kit.shareRow(token);
    expect(share.snapshot.document).toMatchObject({
      coverLetter: `For ${quote.company} only.`,
      terms: "1. New terms.",
    });
  });

  it("answers 404 for a quote that does not exist and 400 naming an unknown placeholder", async () => {
    const missing = await admin.request("GET", documentOf("00000000-0000-4000-8000-000000000000"));
    expect(missing.statusCode).toBe(404);
    const quote = await kit.builderQuote();
    const refused = await admin.request("PUT", documentOf(quote.id), {
      coverLetter: null,
      terms: "{{quote.total}}",
      expected: { coverLetter: null, terms: null },
    });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().errors)).toEqual(["terms"]);
  });
});
