import { z } from "zod";
import { type PlaceholderValues, QUOTE_PLACEHOLDERS, unknownPlaceholders } from "./document-text";
import { SHARE_DAYS_DEFAULT, SHARE_DAYS_MAX } from "./status";

/**
 * Issue 35 §1: staff send a quote's link (and, if they like, its PDF) to the prospect's
 * contacts with a message they edit from a template. The placeholders are the quote
 * documents' (decision 063), filled in as plain text for each contact; the link itself is
 * always added by the server, so no edit can lose it.
 */
export const DEFAULT_SEND_SUBJECT = "Your quote {{quote.reference}} from {{company.name}}";

export const DEFAULT_SEND_MESSAGE = [
  "Dear {{prospect.contactName}},",
  "",
  'Here is your quote "{{quote.title}}" ({{quote.reference}}). You can read it, choose how to pay and accept it online until {{quote.validUntil}}.',
  "",
  "If you have any questions, reply to this e-mail or call us on {{company.phone}}.",
  "",
  "Kind regards,",
  "{{company.name}}",
].join("\n");

export const SEND_RECIPIENTS_MAX = 10;

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The text with each known placeholder replaced by its value, as plain text (e-mail). */
export function fillAsText(text: string, values: PlaceholderValues): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(QUOTE_PLACEHOLDERS, name) ? values[name as keyof PlaceholderValues] : whole,
  );
}

/** One contact's message: the sender's text filled for them, then the link to the quote. */
export function sentMessageText(message: string, values: PlaceholderValues, link: string) {
  return `${fillAsText(message, values).trimEnd()}\n\nOpen your quote: ${link}`;
}

const withKnownPlaceholders = (schema: z.ZodString) =>
  schema.superRefine((text, context) => {
    const [first] = unknownPlaceholders(text);
    if (first !== undefined) {
      context.addIssue({ code: "custom", message: `Unknown placeholder {{${first}}}` });
    }
  });

/** POST /api/admin/configurations/:id/send. */
export const quoteSendSchema = z.object({
  version: z.number().int().min(1),
  /** An open, unanswered link of this quote to send; null makes a new one for `version`. */
  shareId: z.uuid("Choose a link").nullable(),
  expiresInDays: z
    .number()
    .int("Use whole days")
    .min(1, "At least one day")
    .max(SHARE_DAYS_MAX, `At most ${SHARE_DAYS_MAX} days`)
    .default(SHARE_DAYS_DEFAULT),
  recipients: z
    .array(z.email("Use an e-mail address").max(320))
    .min(1, "Choose at least one contact")
    .max(SEND_RECIPIENTS_MAX, `Send to at most ${SEND_RECIPIENTS_MAX} contacts at once`),
  subject: withKnownPlaceholders(
    z
      .string()
      .trim()
      .min(1, "Enter a subject")
      .max(200, "Keep the subject under 200 characters")
      .regex(/^[^\r\n]*$/, "Keep the subject on one line"),
  ),
  message: withKnownPlaceholders(
    z
      .string()
      .trim()
      .min(1, "Enter a message")
      .max(5000, "Keep the message under 5,000 characters"),
  ),
  attachPdf: z.boolean().default(false),
});
export type QuoteSendInput = z.input<typeof quoteSendSchema>;

/** GET /api/admin/configurations/:id/send: what the send dialog starts from. */
export const quoteSendDraftSchema = z.object({
  subject: z.string(),
  message: z.string(),
  contacts: z.array(
    z.object({
      name: z.string(),
      email: z.string(),
      title: z.string(),
      primary: z.boolean(),
      /** Set when the address unsubscribed: it cannot be sent to. */
      unsubscribedAt: z.iso.datetime().nullable(),
    }),
  ),
  /** This quote's open, unanswered links, newest first. */
  links: z.array(
    z.object({
      id: z.uuid(),
      reference: z.string(),
      version: z.number().int(),
      expiresAt: z.iso.datetime(),
    }),
  ),
  /** The placeholders' values for this quote (the contact's name is each recipient's). */
  values: z.record(z.string(), z.string()),
});
export type QuoteSendDraft = z.infer<typeof quoteSendDraftSchema>;

/** A send as the quote's page lists it: "Sent to dana@... on 28 Nov, opened 2 times". */
export const quoteSendSummarySchema = z.object({
  id: z.uuid(),
  shareId: z.uuid(),
  reference: z.string(),
  recipients: z.array(z.string()),
  subject: z.string(),
  attachPdf: z.boolean(),
  sentAt: z.iso.datetime(),
  sentBy: z.string().nullable(),
  /** Views of the link since it was sent. */
  opens: z.number().int(),
  /** Each contact's copy in the outbox, in the order of `recipients`. */
  outboxIds: z.array(z.number().int()),
  /** Reminders before expiry (issue 35 §2); `sent` is false for an unsubscribed contact. */
  reminders: z.array(
    z.object({
      email: z.string(),
      daysBefore: z.number().int(),
      at: z.iso.datetime(),
      sent: z.boolean(),
    }),
  ),
});
export type QuoteSendSummary = z.infer<typeof quoteSendSummarySchema>;

/** "opened 2 times", "not opened yet". */
export const opensText = (opens: number) =>
  opens === 0 ? "not opened yet" : opens === 1 ? "opened once" : `opened ${opens} times`;
