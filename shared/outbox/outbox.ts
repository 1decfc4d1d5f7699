/**
 * An outbox message's life: pending (due now or after a back-off), sent, failed (gave up
 * after the last attempt) or kept (no SMTP configured: kept for staff to read).
 */
export const outboxStatuses = ["pending", "sent", "failed", "kept"] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];
