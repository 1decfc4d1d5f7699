import { envelopeSchema } from "@shared/api/envelope";
import { placeholderValues } from "@shared/quotes/presentation/quote-document";
import {
  DEFAULT_SEND_MESSAGE,
  DEFAULT_SEND_SUBJECT,
  type QuoteSendDraft,
  quoteSendDraftSchema,
  quoteSendSchema,
  quoteSendSummarySchema,
} from "@shared/quotes/quote-send";
import { SHARE_DAYS_DEFAULT } from "@shared/quotes/status";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import { ok } from "../../../http/envelope";
import { HttpError } from "../../../http/http-error";
import { requestClient } from "../../../http/request-client";
import { adminFailures as failures } from "../../../http/route-schemas";
import { siteUrl } from "../../../http/site-url";
import { actor } from "../../audit/record";
import { requireAdmin } from "../../auth/guards";
import {
  DAY_MS,
  type FastifyReply,
  type IdParams,
  idParams,
  type StaffContext,
  type StaffRequest,
  staffContextOf,
} from "./admin-context";
import { shareVersion } from "./share-routes";

type SendBody = z.output<typeof quoteSendSchema>;
const tags = ["configurations"];

export const NO_PROSPECT =
  "This quote is not linked to a prospect, so it has no contacts to send to.";

/**
 * Issue 35 §1: "Send quote" e-mails a link of the quote to the prospect's contacts. Only a
 * contact of the quote's prospect can be a recipient, never an address that unsubscribed.
 */
function sendContext(context: StaffContext, app: Parameters<FastifyPluginAsyncZod>[0]) {
  const { contacts, outbox } = app.services;

  /** The prospect's contacts, each with when it unsubscribed (null while it may be sent to). */
  async function contactsOf(prospectId: number | undefined) {
    if (prospectId === undefined) return [];
    const found = await contacts.of(prospectId);
    const unsubscribed = await outbox.unsubscribed(found.map((contact) => contact.email));
    return found.map((contact) => ({
      ...contact,
      unsubscribedAt: unsubscribed.get(contact.email.toLowerCase()) ?? null,
    }));
  }

  /** The quote's links a send may use: open and unanswered, newest first. */
  async function sendableLinks(id: string) {
    const now = Date.now();
    return (await context.shares.forConfiguration(id)).filter(
      ({ share, decision }) => !decision && !share.revokedAt && share.expiresAt.getTime() > now,
    );
  }

  return { contactsOf, sendableLinks };
}

/** What the dialog starts from: the template, the contacts and the links to choose from. */
const sendDraft =
  (context: StaffContext, reads: ReturnType<typeof sendContext>) =>
  async (request: StaffRequest<IdParams>) => {
    await requireAdmin(request);
    const { configuration, version } = await context.existingVersion(request.params.id);
    const prospect = (await context.configurationQueries.row(configuration.id))?.prospect ?? null;
    const links = await reads.sendableLinks(configuration.id);
    const contactList = await reads.contactsOf(prospect?.id);
    const newest = links[0]?.share;
    // Without a link yet, the values a new one would freeze (its reference is made then).
    const values = placeholderValues(
      newest?.snapshot ?? {
        provider: await context.companyProfile.provider(),
        preparedFor: prospect
          ? {
              companyName: prospect.companyName,
              contactName: contactList[0]?.name ?? "",
              email: prospect.email,
            }
          : null,
        title: version.name,
        reference: "the new reference",
        validUntil: new Date(Date.now() + SHARE_DAYS_DEFAULT * DAY_MS).toISOString(),
      },
    );
    const draft: QuoteSendDraft = {
      subject: DEFAULT_SEND_SUBJECT,
      message: DEFAULT_SEND_MESSAGE,
      contacts: contactList,
      links: links.map(({ share, version: linked }) => ({
        id: share.id,
        reference: share.reference,
        version: linked,
        expiresAt: share.expiresAt.toISOString(),
      })),
      values,
    };
    return ok(draft);
  };

/** Sends the link (a new one when none was chosen), with the PDF when asked. */
const sendQuote =
  (context: StaffContext, reads: ReturnType<typeof sendContext>) =>
  async (request: StaffRequest<IdParams, SendBody>, reply: FastifyReply) => {
    const auth = await requireAdmin(request);
    const body = request.body;
    const found = await context.existingVersion(request.params.id, body.version);
    const prospect = (await context.configurationQueries.row(found.configuration.id))?.prospect;
    if (!prospect) throw new HttpError(409, NO_PROSPECT);
    const byAddress = new Map(
      (await reads.contactsOf(prospect.id)).map((contact) => [
        contact.email.toLowerCase(),
        contact,
      ]),
    );
    const recipients = [...new Set(body.recipients.map((email) => email.toLowerCase()))].map(
      (email) => {
        const contact = byAddress.get(email);
        if (!contact) {
          throw new HttpError(400, `${email} is not a contact of ${prospect.companyName}.`, {
            recipients: "Choose the prospect's contacts",
          });
        }
        if (contact.unsubscribedAt) {
          throw new HttpError(
            409,
            `${contact.email} unsubscribed from our e-mail; remove them from the recipients.`,
          );
        }
        return { email: contact.email, name: contact.name };
      },
    );
    const by = actor(auth);
    const share = body.shareId
      ? ((await context.shares.byId(body.shareId))?.share ?? null)
      : await shareVersion(context, request, by.actorId, found, body.expiresInDays);
    if (!share) throw new HttpError(404, "Share link not found");
    const pdf = body.attachPdf
      ? new Uint8Array(await request.server.quotePdf.render(share.snapshot, { decision: null }))
      : null;
    const { send } = await context.quotes.sendQuote(
      {
        shareId: share.id,
        configurationId: found.configuration.id,
        recipients,
        subject: body.subject,
        message: body.message,
        pdf,
        by: { id: by.actorId, username: by.actorUsername },
      },
      {
        siteUrl: siteUrl(request),
        client: requestClient(request),
      },
    );
    reply.code(201);
    const count = recipients.length;
    return ok(
      {
        id: send.id,
        shareId: share.id,
        reference: share.reference,
        recipients: send.recipients,
        subject: send.subject,
        attachPdf: send.attachPdf,
        sentAt: send.createdAt.toISOString(),
        sentBy: auth.user.displayName,
        opens: 0,
        outboxIds: send.outboxIds,
        reminders: [],
      },
      { message: count === 1 ? "Quote sent to 1 contact" : `Quote sent to ${count} contacts` },
    );
  };

/** /api/admin/configurations/:id/send: the send dialog's draft, and the send itself. */
export const sendRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = staffContextOf(app);
  const reads = sendContext(context, app);
  app.get(
    "/:id/send",
    {
      schema: {
        tags,
        summary: "What the Send quote dialog starts from: template, contacts, open links",
        params: idParams,
        response: { 200: envelopeSchema(quoteSendDraftSchema), ...failures },
      },
    },
    sendDraft(context, reads),
  );
  app.post(
    "/:id/send",
    {
      schema: {
        tags,
        summary: "E-mail a link of the quote (and its PDF) to the prospect's contacts",
        description:
          "Each contact gets its own outbox message with the link and an unsubscribe link. Without `shareId` a new link is made for `version`. 409 for a closed link or an unsubscribed contact.",
        params: idParams,
        body: quoteSendSchema,
        response: { 201: envelopeSchema(quoteSendSummarySchema), ...failures },
      },
    },
    sendQuote(context, reads),
  );
};
