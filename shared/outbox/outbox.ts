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
