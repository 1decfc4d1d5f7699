import type { AcceptanceVerification } from "@shared/quotes/acceptance-check-constants";
import type { DecisionEvidence } from "@shared/quotes/decision";
import type { QuoteTemplate } from "@shared/quotes/document-template";
import type { LineKey } from "@shared/quotes/line-key";
import { leftOutNames } from "@shared/quotes/presentation/left-out-names";
import { placeholderValues, snapshotDocument } from "@shared/quotes/presentation/quote-document";
import type { QuoteSnapshot, SnapshotOption } from "@shared/quotes/snapshot";
import type { QuoteBilling, QuoteDecision } from "@shared/quotes/status";
import { QUOTE_TERMS } from "@shared/quotes/terms";
import type { CompanyProfile } from "@shared/settings/company-profile";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Database, Executor, Transaction } from "../../db/client";
import { users } from "../../db/schema/auth";
import {
  quoteDecisionsTable,
  quoteSends,
  quoteShareOptions,
  quoteShares,
} from "../../db/schema/quotes";
import { newQuoteReference, newShareToken } from "./share-token";
import { snapshotSha256 } from "./snapshot-hash";
import { type ShareOptionRequest, type SnapshotOwner, snapshotOption } from "./snapshot-option";
import { preparedForOf } from "./versions/prepared-for";

export interface ShareRequest {
  title: string;
  options: readonly ShareOptionRequest[];
  expiresAt: Date;
  provider: CompanyProfile;
  createdByUserId: string | null;
  comparisonId?: string | null;
}

/** A share as the use case stores it: with the quote template read before its transaction. */
export interface ShareInsert extends ShareRequest {
  template: QuoteTemplate;
}

type ShareRow = typeof quoteShares.$inferSelect;
type DecisionRow = typeof quoteDecisionsTable.$inferSelect;

/** Why a link no longer opens, or null while it does. */
export type ShareClosed = "revoked" | "expired" | null;

export function shareClosed(share: Pick<ShareRow, "revokedAt" | "expiresAt">, now = new Date()) {
  if (share.revokedAt) return "revoked" as const;
  if (share.expiresAt.getTime() <= now.getTime()) return "expired" as const;
  return null;
}

export function toEvidence(row: DecisionRow, snapshot: QuoteSnapshot): DecisionEvidence {
  return {
    decision: row.decision as QuoteDecision,
    position: row.position,
    optionLabel: row.position === null ? null : (snapshot.options[row.position]?.label ?? null),
    billing: row.billing as QuoteBilling,
    fullName: row.fullName,
    title: row.title,
    reason: row.reason,
    termsAgreed: row.termsAgreed,
    ip: row.ip,
    userAgent: row.userAgent,
    snapshotSha256: row.snapshotSha256,
    verification: row.verification,
    verifiedEmail: row.verifiedEmail,
    declinedOptional: row.declinedOptional,
    leftOut: leftOutNames(snapshot, row),
    decidedAt: row.decidedAt.toISOString(),
  };
}

/** "Option A", "Option B"... for options staff did not name. */
export const optionLabel = (position: number) => `Option ${String.fromCharCode(65 + position)}`;

export interface DecisionInput {
  decision: QuoteDecision;
  position: number | null;
  billing: QuoteBilling;
  fullName: string | null;
  title: string | null;
  reason: string | null;
  termsAgreed: string | null;
  ip: string;
  userAgent: string;
  /** What the prospect gave for the link's acceptance check (decision 069). */
  email?: string;
  code?: string;
  /** The optional lines left out of the accepted option (issue 35 §7). */
  declinedOptional?: LineKey[];
}

async function optionIds(tx: Executor, shareId: string) {
  const rows = await tx
    .select({ configurationId: quoteShareOptions.configurationId })
    .from(quoteShareOptions)
    .where(eq(quoteShareOptions.shareId, shareId))
    .orderBy(quoteShareOptions.position);
  return rows.map((row) => row.configurationId);
}

/**
 * Share links (issue 11): each freezes a snapshot of one to four configuration versions, with
 * its SHA-256. It writes only its own tables (quote_shares, their options and decisions): the
 * quote's status and what follows a share, a view or an answer are the quote use cases' and
 * their reactions' (decision 048), so the writes below take the use case's transaction.
 */
export function createShareRepository(db: Database) {
  return {
    /** The configurations a share offers, in the order of its options. */
    optionIds,

    /** Freezes the options and answers the new link; null when an option does not exist. */
    async insert(tx: Transaction, request: ShareInsert) {
      const options: SnapshotOption[] = [];
      let owner: SnapshotOwner | null = null;
      for (const wanted of request.options) {
        const frozen = await snapshotOption(tx, wanted);
        if (!frozen) return null;
        options.push(frozen.option);
        owner ??= frozen.configuration;
      }
      const prospectId = owner?.prospectId ?? null;
      const preparedFor = owner ? await preparedForOf(tx, owner) : null;
      const now = new Date();
      const reference = newQuoteReference(now);
      const quote = {
        reference,
        title: request.title,
        preparedFor,
        provider: request.provider,
        validUntil: request.expiresAt.toISOString(),
      };
      const snapshot: QuoteSnapshot = {
        schema: 1,
        ...quote,
        issuedAt: now.toISOString(),
        terms: [...QUOTE_TERMS],
        document: snapshotDocument(
          request.template,
          { coverLetter: owner?.coverLetter ?? null, terms: owner?.terms ?? null },
          placeholderValues(quote),
        ),
        options,
      };
      const [share] = await tx
        .insert(quoteShares)
        .values({
          token: newShareToken(),
          reference,
          prospectId,
          comparisonId: request.comparisonId ?? null,
          snapshot,
          snapshotSha256: snapshotSha256(snapshot),
          expiresAt: request.expiresAt,
          createdByUserId: request.createdByUserId,
        })
        .returning();
      if (!share) throw new Error("The share was not written");
      await tx.insert(quoteShareOptions).values(
        request.options.map((option, position) => ({
          shareId: share.id,
          position,
          configurationId: option.configurationId,
          version: option.version,
        })),
      );
      return share;
    },

    /** Counts a view; answers the share and whether it was the first view. */
    async countView(tx: Transaction, shareId: string) {
      const now = new Date();
      const [share] = await tx
        .update(quoteShares)
        .set({
          viewCount: sql`${quoteShares.viewCount} + 1`,
          lastViewedAt: now,
          firstViewedAt: sql`coalesce(${quoteShares.firstViewedAt}, ${now.toISOString()}::timestamptz)`,
        })
        .where(eq(quoteShares.id, shareId))
        .returning();
      return share ? { share, first: share.viewCount === 1 } : null;
    },

    /**
     * The share behind a token, locked for the transaction, with its answer if it has one:
     * two answers racing each other cannot both win (the primary key would refuse the second
     * too).
     */
    async lockForDecision(tx: Transaction, token: string) {
      const [share] = await tx
        .select()
        .from(quoteShares)
        .where(eq(quoteShares.token, token))
        .for("update");
      if (!share) return null;
      const [existing] = await tx
        .select()
        .from(quoteDecisionsTable)
        .where(eq(quoteDecisionsTable.shareId, share.id));
      return { share, existing: existing ?? null };
    },

    /** Stores the prospect's one answer with its evidence. */
    async insertDecision(
      tx: Transaction,
      share: ShareRow,
      input: DecisionInput,
      option: SnapshotOption | null,
      verified: { verification: AcceptanceVerification; verifiedEmail: string | null } = {
        verification: "none",
        verifiedEmail: null,
      },
    ) {
      const [row] = await tx
        .insert(quoteDecisionsTable)
        .values({
          shareId: share.id,
          decision: input.decision,
          position: option ? input.position : null,
          configurationId: option?.configurationId ?? null,
          version: option?.version ?? null,
          billing: option ? input.billing : "monthly",
          fullName: input.fullName,
          title: input.title,
          reason: input.reason,
          termsAgreed: input.termsAgreed,
          ip: input.ip,
          userAgent: input.userAgent,
          snapshotSha256: share.snapshotSha256,
          declinedOptional: option ? (input.declinedOptional ?? []) : [],
          ...verified,
        })
        .returning();
      if (!row) throw new Error("The decision was not written");
      return toEvidence(row, share.snapshot);
    },

    async byToken(token: string) {
      const [row] = await db
        .select({ share: quoteShares, decision: quoteDecisionsTable })
        .from(quoteShares)
        .leftJoin(quoteDecisionsTable, eq(quoteDecisionsTable.shareId, quoteShares.id))
        .where(eq(quoteShares.token, token));
      return row ?? null;
    },

    async byId(id: string) {
      const [row] = await db
        .select({ share: quoteShares, decision: quoteDecisionsTable })
        .from(quoteShares)
        .leftJoin(quoteDecisionsTable, eq(quoteDecisionsTable.shareId, quoteShares.id))
        .where(eq(quoteShares.id, id));
      return row ?? null;
    },

    /** Marks a link revoked; null when it does not exist or was revoked already. */
    async revokeRow(tx: Transaction, shareId: string) {
      const [share] = await tx
        .update(quoteShares)
        .set({ revokedAt: new Date() })
        .where(and(eq(quoteShares.id, shareId), isNull(quoteShares.revokedAt)))
        .returning();
      return share ?? null;
    },

    /** The newest open, unanswered link offering a configuration, if any. */
    async openLinkOf(tx: Transaction, configurationId: string) {
      const [other] = await tx
        .select({ token: quoteShares.token, expiresAt: quoteShares.expiresAt })
        .from(quoteShareOptions)
        .innerJoin(quoteShares, eq(quoteShares.id, quoteShareOptions.shareId))
        .where(
          and(
            eq(quoteShareOptions.configurationId, configurationId),
            isNull(quoteShares.revokedAt),
            sql`${quoteShares.expiresAt} > now()`,
            sql`not exists (select 1 from ${quoteDecisionsTable} where ${quoteDecisionsTable.shareId} = ${quoteShares.id})`,
          ),
        )
        .orderBy(desc(quoteShares.createdAt))
        .limit(1);
      return other ?? null;
    },

    /**
     * A new expiry for an open or expired link. A revoked link stays revoked and an answered
     * one needs no date any more: both answer "closed".
     */
    async extendRow(tx: Transaction, shareId: string, expiresAt: Date) {
      const [share] = await tx
        .update(quoteShares)
        .set({ expiresAt })
        .where(
          and(
            eq(quoteShares.id, shareId),
            isNull(quoteShares.revokedAt),
            sql`not exists (select 1 from ${quoteDecisionsTable} where ${quoteDecisionsTable.shareId} = ${quoteShares.id})`,
          ),
        )
        .returning();
      if (share) return share;
      const [exists] = await tx
        .select({ id: quoteShares.id })
        .from(quoteShares)
        .where(eq(quoteShares.id, shareId));
      return exists ? ("closed" as const) : null;
    },

    /** A share locked for the transaction, with whether it was answered. */
    async lockById(tx: Transaction, shareId: string) {
      const [share] = await tx
        .select()
        .from(quoteShares)
        .where(eq(quoteShares.id, shareId))
        .for("update");
      if (!share) return null;
      const [answered] = await tx
        .select({ decision: quoteDecisionsTable.decision })
        .from(quoteDecisionsTable)
        .where(eq(quoteDecisionsTable.shareId, shareId));
      return { share, decision: (answered?.decision as QuoteDecision | undefined) ?? null };
    },

    /** Records that a link was e-mailed (issue 35 §1). */
    async insertSend(tx: Transaction, send: typeof quoteSends.$inferInsert) {
      const [row] = await tx.insert(quoteSends).values(send).returning();
      if (!row) throw new Error("The send was not written");
      return row;
    },

    /** Every address this link was e-mailed to (issue 35 §3: they get the signed copy). */
    async sentTo(tx: Transaction, shareId: string): Promise<string[]> {
      const rows = await tx
        .select({ recipients: quoteSends.recipients })
        .from(quoteSends)
        .where(eq(quoteSends.shareId, shareId));
      const seen = new Map<string, string>();
      for (const email of rows.flatMap((row) => row.recipients)) {
        if (!seen.has(email.toLowerCase())) seen.set(email.toLowerCase(), email);
      }
      return [...seen.values()];
    },

    /** Every send of a configuration's links, newest first, with the views since each. */
    async sendsFor(configurationId: string) {
      return db
        .select({
          send: quoteSends,
          reference: quoteShares.reference,
          viewCount: quoteShares.viewCount,
          sentBy: users.displayName,
        })
        .from(quoteSends)
        .innerJoin(quoteShares, eq(quoteShares.id, quoteSends.shareId))
        .leftJoin(users, eq(users.id, quoteSends.sentByUserId))
        .where(eq(quoteSends.configurationId, configurationId))
        .orderBy(desc(quoteSends.createdAt));
    },

    /** The links that offer a configuration, newest first, with their answers. */
    async forConfiguration(configurationId: string) {
      const rows = await db
        .select({
          share: quoteShares,
          decision: quoteDecisionsTable,
          version: quoteShareOptions.version,
        })
        .from(quoteShareOptions)
        .innerJoin(quoteShares, eq(quoteShares.id, quoteShareOptions.shareId))
        .leftJoin(quoteDecisionsTable, eq(quoteDecisionsTable.shareId, quoteShares.id))
        .where(eq(quoteShareOptions.configurationId, configurationId))
        .orderBy(desc(quoteShares.createdAt), desc(quoteShareOptions.version));
      // A link offering two versions of this configuration is still one link (its newest).
      const seen = new Set<string>();
      return rows.filter((row) => !seen.has(row.share.id) && seen.add(row.share.id));
    },
  };
}

export type ShareRepository = ReturnType<typeof createShareRepository>;
