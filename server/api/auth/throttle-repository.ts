import { createHash } from "node:crypto";
import { and, eq, gt, inArray, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { authFailures } from "../../db/schema/auth";
import { retryAfterMs, THROTTLE_WINDOW_MS, type ThrottleScope } from "./throttle-policy";

export interface ThrottleKeys {
  account: string;
  ip: string;
}

/** A try the throttle let through, already counted as a failure until it is released. */
export type Reservation = { waitMs: 0; ids: number[] };
export type ThrottleDecision = Reservation | { waitMs: number; ids?: undefined };

/** One advisory-lock id per throttle key, the same in every instance of the product. */
function lockId(scope: ThrottleScope, key: string): bigint {
  return createHash("sha256").update(`auth_failures:${scope}:${key}`).digest().readBigInt64BE(0);
}

async function failureTimes(db: Database, scope: ThrottleScope, key: string, now: number) {
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

/** Failed tries kept in the database, so every instance behind a balancer sees them. */
export function createThrottleRepository(db: Database) {
  return {
    /**
     * Decides whether a try may go ahead and, if so, records it as a failure in the same
     * step. The account's and the address's advisory locks (taken in a fixed order) make
     * the count-then-insert atomic across requests and instances, so a parallel burst is
     * counted one try at a time. The caller releases the reservation when the try succeeds.
     */
    async reserve(keys: ThrottleKeys, now = Date.now()): Promise<ThrottleDecision> {
      const decision = await db.transaction(async (tx): Promise<ThrottleDecision> => {
        const locks = [lockId("account", keys.account), lockId("ip", keys.ip)].sort((a, b) =>
          a < b ? -1 : a > b ? 1 : 0,
        );
        for (const id of locks) {
          await tx.execute(sql`select pg_advisory_xact_lock(${id.toString()}::bigint)`);
        }
        const [account, ip] = await Promise.all([
          failureTimes(tx, "account", keys.account, now),
          failureTimes(tx, "ip", keys.ip, now),
        ]);
        const waitMs = Math.max(retryAfterMs(account, now, "account"), retryAfterMs(ip, now, "ip"));
        if (waitMs > 0) return { waitMs };
        const createdAt = new Date(now);
        const rows = await tx
          .insert(authFailures)
          .values([
            { scope: "account", key: keys.account, createdAt },
            { scope: "ip", key: keys.ip, createdAt },
          ])
          .returning({ id: authFailures.id });
        return { waitMs: 0, ids: rows.map((row) => row.id) };
      });
      if (decision.ids) {
        // Old rows serve no rule any more; pruning here keeps the table small without a job.
        await db
          .delete(authFailures)
          .where(lt(authFailures.createdAt, new Date(now - 2 * THROTTLE_WINDOW_MS)));
      }
      return decision;
    },

    /** The try succeeded: it was not a failure after all. */
    async release(reservation: Reservation): Promise<void> {
      await db.delete(authFailures).where(inArray(authFailures.id, reservation.ids));
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
