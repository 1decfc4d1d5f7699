import { z } from "zod";
import { PAGE_PARAM_MAX, pageParam } from "../api/page-param";
import { type OutboxStatus, outboxAudiences, outboxStatuses } from "./outbox";

/** After this many failed attempts a message is given up as "failed" (staff may retry it). */
export const OUTBOX_MAX_ATTEMPTS = 8;
export const OUTBOX_PAGE_SIZE = 25;

export const outboxStatusLabels: Record<OutboxStatus, string> = {
  pending: "Pending",
  sent: "Sent",
  failed: "Failed",
  kept: "Kept",
  suppressed: "Unsubscribed",
};

/** One row of the staff list: everything but the body and the error text. */
export const outboxSummarySchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(outboxStatuses),
  audience: z.enum(outboxAudiences),
  attempts: z.number().int(),
  createdAt: z.iso.datetime(),
  nextAttemptAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
});
export type OutboxSummary = z.infer<typeof outboxSummarySchema>;

/** A file sent with a message, without its bytes (they have their own download). */
export const outboxAttachmentSchema = z.object({
  id: z.number().int(),
  filename: z.string(),
  contentType: z.string(),
  bytes: z.number().int(),
});
export type OutboxAttachment = z.infer<typeof outboxAttachmentSchema>;

export const outboxMessageSchema = outboxSummarySchema.extend({
  text: z.string(),
  /** A customer message's HTML part as sent beside the text (null: text only). */
  html: z.string().nullable(),
  lastError: z.string().nullable(),
  attachments: z.array(outboxAttachmentSchema),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** GET /api/admin/outbox's data; the page window is the envelope's `pagination`. */
export const outboxListSchema = z.object({
  /** False: no SMTP_URL, so messages are kept for staff to read rather than sent. */
  smtpConfigured: z.boolean(),
  messages: z.array(outboxSummarySchema),
});
export type OutboxList = z.infer<typeof outboxListSchema>;

/** The API's query: strict, bad values are a 400. */
export const outboxQuerySchema = z.object({
  status: z.enum(outboxStatuses, { error: "Unknown status" }).optional(),
  page: z.coerce
    .number({ error: "Use a page number from 1" })
    .int("Use a page number from 1")
    .min(1, "Use a page number from 1")
    .max(PAGE_PARAM_MAX, "Use a page number from 1")
    .default(1),
  limit: z.coerce.number().int().min(1).max(100).default(OUTBOX_PAGE_SIZE),
});
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;
export type OutboxFilter = Pick<OutboxQuery, "status" | "page">;

/** The page's filter from its URL: lenient, a bad value is simply ignored. */
export function parseOutboxFilter(params: URLSearchParams): OutboxFilter {
  const status = z.enum(outboxStatuses).safeParse(params.get("status"));
  return { status: status.success ? status.data : undefined, page: pageParam(params) };
}
