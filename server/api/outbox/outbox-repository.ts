import {
  type EmailBrand,
  emailBrandSchema,
  type OutboxAudience,
  type OutboxStatus,
  outboxAudiences,
} from "@shared/outbox/outbox";
import {
  OUTBOX_MAX_ATTEMPTS,
  type OutboxAttachment,
  type OutboxMessage,
  type OutboxSummary,
} from "@shared/outbox/outbox-api";
import { and, asc, count, desc, eq, inArray, lte, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database, Executor } from "../../db/client";
import { outbox, outboxAttachments } from "../../db/schema/outbox";

/** The database or a transaction of it (`db.transaction(async (tx) => ...)`'s `tx`). */

/** Back-off after a failed attempt: 1 min, 2, 4 ... capped at 1 h (seconds). */
export const BACKOFF_BASE_SECONDS = 60;
export const BACKOFF_CAP_SECONDS = 3600;
/**
 * A claimed message is due again only after this lease, so another worker (another
 * instance) leaves it alone while it is being sent; if the sender dies, it is retried then.
 */
export const CLAIM_LEASE_SECONDS = 600;
const MAX_ERROR_LENGTH = 1000;

/** The back-off before the next try once `attempts` attempts have failed. */
export function backoffSeconds(attempts: number): number {
  return Math.min(BACKOFF_BASE_SECONDS * 2 ** Math.max(attempts - 1, 0), BACKOFF_CAP_SECONDS);
}

/** What a feature hands to the outbox; checked here, since a bad message must not wait. */
export const newMessageSchema = z.object({
  /** What raised it, e.g. "quote.viewed". */
  kind: z.string().trim().min(1).max(100),
  to: z.email().max(320),
  // A header line: no line breaks (header injection), at most 998 characters (RFC 5322).
  subject: z
    .string()
    .max(998)
    .transform((value) => value.replaceAll(/[\r\n]+/g, " ").trim())
    .pipe(z.string().min(1)),
  text: z.string().max(1_000_000),
  audience: z.enum(outboxAudiences).default("staff"),
  unsubscribeUrl: z.url().max(2000).nullable().default(null),
  brand: emailBrandSchema.nullable().default(null),
  attachments: z
    .array(
      z.object({
        filename: z.string().trim().min(1).max(200),
        contentType: z.string().min(1).max(100),
        /** The bytes, or what the worker renders just before sending (`source`). */
        content: z.instanceof(Uint8Array).nullable().default(null),
        source: z
          .object({ kind: z.literal("quote-pdf"), shareId: z.uuid() })
          .nullable()
          .default(null),
      }),
    )
    .max(5)
    .default([]),
});
export type NewMessage = z.input<typeof newMessageSchema>;

/**
 * A message as stored: the API's message but its HTML part, which is made from the text and
 * the brand when it is read or sent (email-html.ts).
 */
export type StoredMessage = Omit<OutboxMessage, "html"> & { brand: EmailBrand | null };

/** A message as the worker hands it to the mailer: with its unsubscribe link. */
export interface DueMessage extends StoredMessage {
  unsubscribeUrl: string | null;
}

type Row = typeof outbox.$inferSelect;

function toSummary(row: Row): OutboxSummary {
  return {
    id: row.id,
    kind: row.kind,
    to: row.toAddress,
    subject: row.subject,
    status: row.status as OutboxStatus,
    audience: row.audience as OutboxAudience,
    attempts: row.attempts,
    createdAt: row.createdAt.toISOString(),
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

function toMessage(row: Row, attachments: OutboxAttachment[] = []): StoredMessage {
  return {
    ...toSummary(row),
    text: row.textBody,
    brand: row.brand,
    lastError: row.lastError,
    attachments,
  };
}

const attachmentColumns = {
  id: outboxAttachments.id,
  filename: outboxAttachments.filename,
  contentType: outboxAttachments.contentType,
  bytes: sql<number>`coalesce(octet_length(${outboxAttachments.content}), 0)::int`,
};

const constant = (value: number) => sql.raw(String(Math.trunc(value)));

export function createOutboxRepository(db: Database) {
  return {
    /**
     * Queues a message. Pass the transaction that writes what caused it, so the message
     * exists exactly when that change does. Wake the worker after the commit
     * (`app.outbox.wake()`) to send it at once rather than at the next poll.
     */
    async enqueue(message: NewMessage, executor: Executor = db): Promise<StoredMessage> {
      const { kind, to, subject, text, audience, unsubscribeUrl, brand, attachments } =
        newMessageSchema.parse(message);
      const [row] = await executor
        .insert(outbox)
        .values({ kind, toAddress: to, subject, textBody: text, audience, unsubscribeUrl, brand })
        .returning();
      if (!row) throw new Error("outbox insert returned no row");
      const files =
        attachments.length === 0
          ? []
          : await executor
              .insert(outboxAttachments)
              .values(attachments.map((file) => ({ ...file, outboxId: row.id })))
              .returning(attachmentColumns);
      return toMessage(row, files);
    },

    /** The files of a message with their bytes (or what to render), as the worker sends them. */
    async attachmentFiles(id: number) {
      return db
        .select({
          id: outboxAttachments.id,
          filename: outboxAttachments.filename,
          contentType: outboxAttachments.contentType,
          content: outboxAttachments.content,
          source: outboxAttachments.source,
        })
        .from(outboxAttachments)
        .where(eq(outboxAttachments.outboxId, id))
        .orderBy(asc(outboxAttachments.id));
    },

    /** Keeps the bytes the worker rendered, so staff read the file exactly as it was sent. */
    async fillAttachment(attachmentId: number, content: Uint8Array) {
      await db
        .update(outboxAttachments)
        .set({ content })
        .where(eq(outboxAttachments.id, attachmentId));
    },

    /** One file of a message, for staff to download what was sent. */
    async attachment(id: number, attachmentId: number) {
      const [file] = await db
        .select({
          filename: outboxAttachments.filename,
          contentType: outboxAttachments.contentType,
          content: outboxAttachments.content,
        })
        .from(outboxAttachments)
        .where(and(eq(outboxAttachments.outboxId, id), eq(outboxAttachments.id, attachmentId)));
      return file ?? null;
    },

    /**
     * Takes up to `limit` pending messages that are due, oldest first. Rows another worker
     * holds are skipped (FOR UPDATE SKIP LOCKED), and the ones taken are leased: not due
     * again for CLAIM_LEASE_SECONDS unless marked first.
     */
    async claimDue(limit: number): Promise<DueMessage[]> {
      return db.transaction(async (tx) => {
        const due = await tx
          .select({ id: outbox.id })
          .from(outbox)
          .where(and(eq(outbox.status, "pending"), lte(outbox.nextAttemptAt, sql`now()`)))
          .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
          .limit(limit)
          .for("update", { skipLocked: true });
        if (due.length === 0) return [];
        const rows = await tx
          .update(outbox)
          .set({
            nextAttemptAt: sql`now() + ${constant(CLAIM_LEASE_SECONDS)} * interval '1 second'`,
          })
          .where(
            inArray(
              outbox.id,
              due.map((row) => row.id),
            ),
          )
          .returning();
        return rows
          .sort((a, b) => a.id - b.id)
          .map((row) => ({ ...toMessage(row), unsubscribeUrl: row.unsubscribeUrl }));
      });
    },

    async markSent(id: number): Promise<void> {
      await db
        .update(outbox)
        .set({ status: "sent", sentAt: sql`now()`, attempts: sql`${outbox.attempts} + 1` })
        .where(and(eq(outbox.id, id), eq(outbox.status, "pending")));
    },

    /**
     * Counts a failed attempt: pending again after the back-off, or failed once
     * OUTBOX_MAX_ATTEMPTS attempts have failed. Computed in one statement from the row.
     */
    async markFailedAttempt(id: number, error: string): Promise<StoredMessage | null> {
      const max = constant(OUTBOX_MAX_ATTEMPTS);
      const [row] = await db
        .update(outbox)
        .set({
          attempts: sql`${outbox.attempts} + 1`,
          lastError: error.slice(0, MAX_ERROR_LENGTH) || "Unknown error",
          status: sql`case when ${outbox.attempts} + 1 >= ${max} then 'failed' else 'pending' end`,
          nextAttemptAt: sql`now() + least(${constant(BACKOFF_BASE_SECONDS)} * power(2, ${outbox.attempts}), ${constant(BACKOFF_CAP_SECONDS)}) * interval '1 second'`,
        })
        .where(and(eq(outbox.id, id), eq(outbox.status, "pending")))
        .returning();
      return row ? toMessage(row) : null;
    },

    /** No SMTP server: the message stays, readable by staff, and is not tried again. */
    async markKept(id: number): Promise<void> {
      await db
        .update(outbox)
        .set({ status: "kept" })
        .where(and(eq(outbox.id, id), eq(outbox.status, "pending")));
    },

    /** The customer unsubscribed before it left: it stays for staff to read, never sent. */
    async markSuppressed(id: number): Promise<void> {
      await db
        .update(outbox)
        .set({ status: "suppressed" })
        .where(and(eq(outbox.id, id), eq(outbox.status, "pending")));
    },

    async list(filter: {
      status?: OutboxStatus;
      page: number;
      limit: number;
    }): Promise<{ messages: OutboxSummary[]; total: number }> {
      const where: SQL | undefined = filter.status ? eq(outbox.status, filter.status) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(outbox)
          .where(where)
          .orderBy(desc(outbox.createdAt), desc(outbox.id))
          .limit(filter.limit)
          .offset((filter.page - 1) * filter.limit),
        db.select({ value: count() }).from(outbox).where(where),
      ]);
      return { messages: rows.map(toSummary), total: total?.value ?? 0 };
    },

    async get(id: number): Promise<StoredMessage | null> {
      const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
      if (!row) return null;
      const files = await db
        .select(attachmentColumns)
        .from(outboxAttachments)
        .where(eq(outboxAttachments.outboxId, id))
        .orderBy(asc(outboxAttachments.id));
      return toMessage(row, files);
    },

    /** A failed message gets a fresh set of attempts, due now; null unless it was failed. */
    async retry(id: number): Promise<StoredMessage | null> {
      const [row] = await db
        .update(outbox)
        .set({ status: "pending", attempts: 0, nextAttemptAt: sql`now()` })
        .where(and(eq(outbox.id, id), eq(outbox.status, "failed")))
        .returning();
      return row ? toMessage(row) : null;
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
