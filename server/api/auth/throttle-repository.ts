import { and, eq, gt, lt } from "drizzle-orm";
import type { Database } from "../../db/client";
import { authFailures } from "../../db/schema/auth";
import { retryAfterMs, THROTTLE_WINDOW_MS, type ThrottleScope } from "./throttle-policy";

export interface ThrottleKeys {
  account: string;
  ip: string;
}

/** Failed tries kept in the database, so every instance behind a balancer sees them. */
export function createThrottleRepository(db: Database) {
  async function failureTimes(scope: ThrottleScope, key: string, now: number) {
    const rows = await db
      .select({ createdAt: authFailures.createdAt })
      .from(authFailures)
      .where(
        and(
          eq(authFailures.scope, scope),
          eq(authFailures.key, key),
          gt(authFailures.createdAt, new Date(now - THROTTLE_WINDOW_MS)),
        ),
      );
    return rows.map((row) => row.createdAt.getTime());
  }

  return {
    /** Milliseconds to wait before the next try for this account and address (0 = go). */
    async retryAfter(keys: ThrottleKeys, now = Date.now()): Promise<number> {
      const [account, ip] = await Promise.all([
        failureTimes("account", keys.account, now),
        failureTimes("ip", keys.ip, now),
      ]);
      return Math.max(retryAfterMs(account, now, "account"), retryAfterMs(ip, now, "ip"));
    },

    async recordFailure(keys: ThrottleKeys, now = Date.now()): Promise<void> {
      const createdAt = new Date(now);
      await db.insert(authFailures).values([
        { scope: "account", key: keys.account, createdAt },
        { scope: "ip", key: keys.ip, createdAt },
      ]);
      // Old rows serve no rule any more; pruning here keeps the table small without a job.
      await db
        .delete(authFailures)
        .where(lt(authFailures.createdAt, new Date(now - 2 * THROTTLE_WINDOW_MS)));
    },

    /** A full sign-in clears the account's count (never the address's). */
    async clearAccount(account: string): Promise<void> {
      await db
        .delete(authFailures)
        .where(and(eq(authFailures.scope, "account"), eq(authFailures.key, account)));
    },
  };
}

export type ThrottleRepository = ReturnType<typeof createThrottleRepository>;
