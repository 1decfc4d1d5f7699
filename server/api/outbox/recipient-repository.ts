import { randomBytes } from "node:crypto";
import { and, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { Database, Executor } from "../../db/client";
import { emailRecipients } from "../../db/schema/outbox";

/** 32 random bytes, base64url: an unsubscribe link names an address by this alone. */
const newRecipientToken = () => randomBytes(32).toString("base64url");

const normal = (email: string) => email.trim().toLowerCase();

/**
 * The addresses customer mail goes to (issue 35 §2): each has its unsubscribe link's secret,
 * and once unsubscribed it stays so. Written by the outbox module only.
 */
export function createRecipientRepository(db: Database) {
  return {
    /** The address's unsubscribe secret, made on its first message; null once unsubscribed. */
    async tokenFor(email: string, executor: Executor = db): Promise<string | null> {
      const address = normal(email);
      await executor
        .insert(emailRecipients)
        .values({ email: address, token: newRecipientToken() })
        .onConflictDoNothing({ target: emailRecipients.email });
      const [row] = await executor
        .select({ token: emailRecipients.token, unsubscribedAt: emailRecipients.unsubscribedAt })
        .from(emailRecipients)
        .where(eq(emailRecipients.email, address));
      return row && !row.unsubscribedAt ? row.token : null;
    },

    /** Which of these addresses unsubscribed, and when (lower-case address -> ISO time). */
    async unsubscribedAmong(emails: readonly string[], executor: Executor = db) {
      const addresses = [...new Set(emails.map(normal))];
      if (addresses.length === 0) return new Map<string, string>();
      const rows = await executor
        .select({ email: emailRecipients.email, at: emailRecipients.unsubscribedAt })
        .from(emailRecipients)
        .where(
          and(inArray(emailRecipients.email, addresses), isNotNull(emailRecipients.unsubscribedAt)),
        );
      return new Map(rows.map((row) => [row.email, (row.at as Date).toISOString()]));
    },

    /** The address behind a link's secret, and whether it is unsubscribed already. */
    async byToken(token: string) {
      const [row] = await db
        .select({ email: emailRecipients.email, unsubscribedAt: emailRecipients.unsubscribedAt })
        .from(emailRecipients)
        .where(eq(emailRecipients.token, token));
      return row ?? null;
    },

    /** Unsubscribes the address behind `token`: answers it, or null for an unknown link. */
    async unsubscribe(token: string) {
      await db
        .update(emailRecipients)
        .set({ unsubscribedAt: sql`now()` })
        .where(and(eq(emailRecipients.token, token), isNull(emailRecipients.unsubscribedAt)));
      return this.byToken(token);
    },
  };
}

export type RecipientRepository = ReturnType<typeof createRecipientRepository>;
