import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { pendingLogins } from "../../db/schema/auth";
import { PENDING_LOGIN_MAX_ATTEMPTS, PENDING_LOGIN_TTL_MS } from "./session-policy";
import { hashToken, newToken } from "./tokens";

/** Password accepted, TOTP code owed: bound to the browser by a token cookie, 5 minutes. */
export function createPendingLoginRepository(db: Database) {
  return {
    async create(userId: string, now = Date.now()): Promise<string> {
      const token = newToken();
      await db.delete(pendingLogins).where(lt(pendingLogins.expiresAt, new Date(now)));
      await db.insert(pendingLogins).values({
        userId,
        tokenHash: hashToken(token),
        expiresAt: new Date(now + PENDING_LOGIN_TTL_MS),
      });
      return token;
    },

    /** The user id waiting behind this browser's token, if still valid. */
    async find(token: string, now = Date.now()): Promise<{ id: string; userId: string } | null> {
      const [row] = await db
        .select({ id: pendingLogins.id, userId: pendingLogins.userId })
        .from(pendingLogins)
        .where(
          and(
            eq(pendingLogins.tokenHash, hashToken(token)),
            gt(pendingLogins.expiresAt, new Date(now)),
          ),
        );
      return row ?? null;
    },

    /**
     * Claims one of the pending sign-in's code attempts before the code is checked, in one
     * conditional update, so parallel requests cannot check more codes than allowed. Answers
     * whether this was the last attempt, or null when none is left (or it expired).
     */
    async claimAttempt(id: string, now = Date.now()): Promise<{ last: boolean } | null> {
      const [row] = await db
        .update(pendingLogins)
        .set({ failedAttempts: sql`${pendingLogins.failedAttempts} + 1` })
        .where(
          and(
            eq(pendingLogins.id, id),
            lt(pendingLogins.failedAttempts, PENDING_LOGIN_MAX_ATTEMPTS),
            gt(pendingLogins.expiresAt, new Date(now)),
          ),
        )
        .returning({ attempts: pendingLogins.failedAttempts });
      return row ? { last: row.attempts >= PENDING_LOGIN_MAX_ATTEMPTS } : null;
    },

    async delete(id: string): Promise<void> {
      await db.delete(pendingLogins).where(eq(pendingLogins.id, id));
    },
  };
}

export type PendingLoginRepository = ReturnType<typeof createPendingLoginRepository>;
