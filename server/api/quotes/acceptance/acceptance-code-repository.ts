import { createHash, randomInt, timingSafeEqual } from "node:crypto";
import {
  ACCEPTANCE_CODE_ATTEMPTS,
  ACCEPTANCE_CODE_MINUTES,
} from "@shared/quotes/acceptance-check-constants";
import { and, desc, eq, gt, isNull, lt } from "drizzle-orm";
import type { Transaction } from "../../../db/client";
import { acceptanceCodes } from "../../../db/schema/quotes";

const hashOf = (shareId: string, code: string) =>
  createHash("sha256").update(`${shareId}:${code}`).digest("hex");

/**
 * One-time acceptance codes (issue 35 §3, decision 069): the quote module's own table. The
 * code itself is only in the e-mail; the table keeps its SHA-256 with the link's id.
 */
export function createAcceptanceCodeRepository() {
  return {
    /** A new six-digit code for the address; earlier ones of the same address stop working. */
    async issue(tx: Transaction, shareId: string, email: string): Promise<string> {
      const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
      await tx
        .update(acceptanceCodes)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(acceptanceCodes.shareId, shareId),
            eq(acceptanceCodes.email, email),
            isNull(acceptanceCodes.usedAt),
          ),
        );
      await tx.insert(acceptanceCodes).values({
        shareId,
        email,
        codeHash: hashOf(shareId, code),
        expiresAt: new Date(Date.now() + ACCEPTANCE_CODE_MINUTES * 60_000),
      });
      return code;
    },

    /**
     * Uses the address's live code when `code` matches it; a wrong one counts a try, and
     * the code stops after the last one.
     */
    async redeem(tx: Transaction, shareId: string, email: string, code: string): Promise<boolean> {
      const [live] = await tx
        .select()
        .from(acceptanceCodes)
        .where(
          and(
            eq(acceptanceCodes.shareId, shareId),
            eq(acceptanceCodes.email, email),
            isNull(acceptanceCodes.usedAt),
            gt(acceptanceCodes.expiresAt, new Date()),
            lt(acceptanceCodes.attempts, ACCEPTANCE_CODE_ATTEMPTS),
          ),
        )
        .orderBy(desc(acceptanceCodes.createdAt))
        .limit(1)
        .for("update");
      if (!live) return false;
      const given = Buffer.from(hashOf(shareId, code));
      const matches = timingSafeEqual(given, Buffer.from(live.codeHash));
      await tx
        .update(acceptanceCodes)
        .set(matches ? { usedAt: new Date() } : { attempts: live.attempts + 1 })
        .where(eq(acceptanceCodes.id, live.id));
      return matches;
    },
  };
}

export type AcceptanceCodeRepository = ReturnType<typeof createAcceptanceCodeRepository>;
