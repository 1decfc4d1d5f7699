import { z } from "zod";

/**
 * An outbox message's life: pending (due now or after a back-off), sent, failed (gave up
 * after the last attempt), kept (no SMTP configured: kept for staff to read) or suppressed
 * (a customer unsubscribed before it left: never sent).
 */
export const outboxStatuses = ["pending", "sent", "failed", "kept", "suppressed"] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

/** Whom a message is for: the sales team itself, or a prospect's contact (issue 35 §1). */
export const outboxAudiences = ["staff", "customer"] as const;
export type OutboxAudience = (typeof outboxAudiences)[number];

/**
 * A file the outbox worker renders just before it sends the message, then keeps with it
 * (issue 35 §3): the quote PDF of a link with its decision, as both parties receive it.
 */
export type AttachmentSource = { kind: "quote-pdf"; shareId: string };

/**
 * Whose e-mail a customer message is (issue 35 §6): the provider's name, logo (an upload's
 * path) and brand colour as the quote's link froze them, so every message about one quote
 * looks like its quote page and PDF. The worker sends it as HTML beside the text.
 */
export const emailBrandSchema = z.object({
  name: z.string().trim().min(1).max(200),
  logoUrl: z
    .string()
    .regex(/^\/media\/[0-9a-f]{64}$/)
    .nullable(),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/),
});
export type EmailBrand = z.infer<typeof emailBrandSchema>;
