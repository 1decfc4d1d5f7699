import type { SecurityStatus } from "@shared/account/account";
import { and, count, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { recoveryCodes, users } from "../../db/schema/auth";

/** TOTP enrolment state and recovery codes of one user (secrets arrive already sealed). */
export function createMfaRepository(db: Database) {
  return {
    async setPendingSecret(userId: string, sealed: string) {
      await db.update(users).set({ mfaPendingSecret: sealed }).where(eq(users.id, userId));
    },

    /** Enrolment finished: the pending secret becomes the secret, codes replace old ones. */
    async enable(userId: string, sealed: string, timeStep: number, codeHashes: string[]) {
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({
            mfaSecret: sealed,
            mfaPendingSecret: null,
            mfaEnabledAt: new Date(),
            mfaLastTimeStep: timeStep,
          })
          .where(eq(users.id, userId));
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
        await tx.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
      });
    },

    async disable(userId: string) {
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({
            mfaSecret: null,
            mfaPendingSecret: null,
            mfaEnabledAt: null,
            mfaLastTimeStep: null,
          })
          .where(eq(users.id, userId));
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      });
    },

    async replaceRecoveryCodes(userId: string, codeHashes: string[]) {
      await db.transaction(async (tx) => {
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
        await tx.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
      });
    },

    /**
     * Records the step of an accepted code; false when an equal or later step was already
     * used (a replay, or the same code racing in twice).
     */
    async claimTimeStep(userId: string, timeStep: number): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ mfaLastTimeStep: timeStep })
        .where(
          and(
            eq(users.id, userId),
            or(isNull(users.mfaLastTimeStep), lt(users.mfaLastTimeStep, timeStep)),
          ),
        )
        .returning({ id: users.id });
      return rows.length === 1;
    },

    /** Uses up a recovery code; false when it does not exist or was used before. */
    async consumeRecoveryCode(userId: string, codeHash: string): Promise<boolean> {
      const rows = await db
        .update(recoveryCodes)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(recoveryCodes.userId, userId),
            eq(recoveryCodes.codeHash, codeHash),
            isNull(recoveryCodes.usedAt),
          ),
        )
        .returning({ id: recoveryCodes.id });
      return rows.length === 1;
    },

    /** What the settings page shows about the account's protection. */
    async status(userId: string): Promise<SecurityStatus> {
      const [row] = await db
        .select({ enabledAt: users.mfaEnabledAt, passwordChangedAt: users.passwordChangedAt })
        .from(users)
        .where(eq(users.id, userId));
      return {
        mfaEnabled: Boolean(row?.enabledAt),
        recoveryCodesRemaining: await this.remainingRecoveryCodes(userId),
        passwordChangedAt: (row?.passwordChangedAt ?? new Date(0)).toISOString(),
      };
    },

    async remainingRecoveryCodes(userId: string): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
      return row?.value ?? 0;
    },
  };
}

export type MfaRepository = ReturnType<typeof createMfaRepository>;
