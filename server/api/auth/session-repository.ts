import type { SessionSummary } from "@shared/account/account";
import { deviceLabel } from "@shared/account/device-label";
import type { AuthUser } from "@shared/auth/user";
import { and, desc, eq, ne } from "drizzle-orm";
import type { Database } from "../../db/client";
import { sessions, users } from "../../db/schema/auth";
import { toAuthUser } from "./auth-user";
import { isSessionExpired, needsTouch } from "./session-policy";
import { hashToken, newToken } from "./tokens";

export function createSessionRepository(db: Database) {
  return {
    /** A new session for a signed-in user; the token is returned once, for the cookie. */
    async create(userId: string, client: { ip: string | null; userAgent: string | null }) {
      const token = newToken();
      const [row] = await db
        .insert(sessions)
        .values({ userId, tokenHash: hashToken(token), ...client })
        .returning({ id: sessions.id });
      if (!row) throw new Error("Session insert returned nothing");
      return { token, id: row.id };
    },

    /**
     * The session and active user behind a cookie token; expired sessions are deleted on
     * sight, and last use is recorded (at most once a minute).
     */
    async resolve(
      token: string,
      now = Date.now(),
    ): Promise<{ sessionId: string; user: AuthUser } | null> {
      const [row] = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.tokenHash, hashToken(token)));
      if (!row) return null;
      if (!row.user.isActive || isSessionExpired(row.session, now)) {
        await db.delete(sessions).where(eq(sessions.id, row.session.id));
        return null;
      }
      if (needsTouch(row.session, now)) {
        await db
          .update(sessions)
          .set({ lastUsedAt: new Date(now) })
          .where(eq(sessions.id, row.session.id));
      }
      return { sessionId: row.session.id, user: toAuthUser(row.user) };
    },

    /** The same session under a new token (its expiry and list entry carry on). */
    async rotate(sessionId: string): Promise<string> {
      const token = newToken();
      await db
        .update(sessions)
        .set({ tokenHash: hashToken(token) })
        .where(eq(sessions.id, sessionId));
      return token;
    },

    /** Deletes the session of a token; answers whose it was, if anyone's. */
    async deleteByToken(token: string): Promise<{ userId: string } | undefined> {
      const [row] = await db
        .delete(sessions)
        .where(eq(sessions.tokenHash, hashToken(token)))
        .returning({ userId: sessions.userId });
      return row;
    },

    async deleteOne(userId: string, sessionId: string): Promise<boolean> {
      const rows = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), eq(sessions.id, sessionId)))
        .returning({ id: sessions.id });
      return rows.length === 1;
    },

    /** Every session of a user, or every one but `keepId` (password change keeps the current). */
    async deleteForUser(userId: string, keepId?: string): Promise<number> {
      const rows = await db
        .delete(sessions)
        .where(
          keepId
            ? and(eq(sessions.userId, userId), ne(sessions.id, keepId))
            : eq(sessions.userId, userId),
        )
        .returning({ id: sessions.id });
      return rows.length;
    },

    /** The user's live sessions, most recently used first; `currentId` marks this device. */
    async listForUser(
      userId: string,
      currentId: string | null,
      now = Date.now(),
    ): Promise<SessionSummary[]> {
      const rows = await db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(desc(sessions.lastUsedAt));
      return rows
        .filter((row) => !isSessionExpired(row, now))
        .map((row) => ({
          id: row.id,
          device: deviceLabel(row.userAgent),
          ip: row.ip,
          createdAt: row.createdAt.toISOString(),
          lastUsedAt: row.lastUsedAt.toISOString(),
          current: row.id === currentId,
        }));
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
