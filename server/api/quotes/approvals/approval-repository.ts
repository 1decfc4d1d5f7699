import type {
  ApprovalListItem,
  ApprovalReason,
  ApprovalStatus,
} from "@shared/quotes/discount-approval";
import type { QuoteAdjustment } from "@shared/quotes/engine/adjustments";
import type { QuoteResult } from "@shared/quotes/engine/types";
import { and, desc, eq, ne, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database, Executor, Transaction } from "../../../db/client";
import { users } from "../../../db/schema/auth";
import {
  configurations,
  configurationVersions,
  discountApprovals,
} from "../../../db/schema/configurations";

export type ApprovalRow = typeof discountApprovals.$inferSelect;

const requester = alias(users, "requester");
const decider = alias(users, "decider");

/**
 * An approval with the user id of who asked (the self-approval check) and the version's
 * priced result (its margin); the answer leaves both out.
 */
export interface ListedApproval extends Omit<ApprovalListItem, "margin"> {
  requestedByUserId: string | null;
  priced: QuoteResult;
}

/**
 * Discount approvals (issue 35 §5, decision 068): the quote module's own table. Writes take
 * the use case's transaction; the unique key keeps one approval per version.
 */
export function createApprovalRepository(db: Database) {
  const listed = (executor: Executor) =>
    executor
      .select({
        row: discountApprovals,
        name: configurations.name,
        monthlyCents: configurationVersions.monthlyCents,
        annuallyCents: configurationVersions.annuallyCents,
        adjustments: configurationVersions.adjustments,
        priced: configurationVersions.priced,
        requestedBy: requester.username,
        decidedBy: decider.username,
      })
      .from(discountApprovals)
      .innerJoin(configurations, eq(configurations.id, discountApprovals.configurationId))
      .innerJoin(
        configurationVersions,
        and(
          eq(configurationVersions.configurationId, discountApprovals.configurationId),
          eq(configurationVersions.version, discountApprovals.version),
        ),
      )
      .leftJoin(requester, eq(requester.id, discountApprovals.requestedByUserId))
      .leftJoin(decider, eq(decider.id, discountApprovals.decidedByUserId));

  const toListed = ({
    row,
    name,
    monthlyCents,
    annuallyCents,
    adjustments,
    priced,
    requestedBy,
    decidedBy,
  }: {
    row: ApprovalRow;
    name: string;
    monthlyCents: number;
    annuallyCents: number;
    adjustments: QuoteAdjustment[];
    priced: Record<string, unknown>;
    requestedBy: string | null;
    decidedBy: string | null;
  }): ListedApproval => ({
    id: row.id,
    configurationId: row.configurationId,
    version: row.version,
    status: row.status,
    reasons: row.reasons,
    name,
    monthlyCents,
    annuallyCents,
    adjustments,
    priced: priced as unknown as QuoteResult,
    requestedByUserId: row.requestedByUserId,
    requestedBy,
    requestedAt: row.requestedAt.toISOString(),
    decidedBy,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decisionReason: row.decisionReason,
  });

  return {
    /** A version's need of an approver, as the save found it. */
    async request(
      tx: Transaction,
      approval: {
        configurationId: string;
        version: number;
        reasons: ApprovalReason[];
        requestedByUserId: string | null;
        status?: ApprovalStatus;
      },
    ): Promise<ApprovalRow> {
      const [row] = await tx.insert(discountApprovals).values(approval).returning();
      if (!row) throw new Error("The approval was not written");
      return row;
    },

    /** A copied version keeps the approval state of the one it was copied from. */
    async copy(
      tx: Transaction,
      from: { configurationId: string; version: number },
      to: { configurationId: string; version: number },
    ): Promise<void> {
      const [source] = await tx
        .select()
        .from(discountApprovals)
        .where(
          and(
            eq(discountApprovals.configurationId, from.configurationId),
            eq(discountApprovals.version, from.version),
          ),
        );
      if (!source) return;
      const { id: _id, ...copied } = source;
      await tx.insert(discountApprovals).values({ ...copied, ...to });
    },

    /**
     * The statuses of the versions among `versions` that still wait for, or were refused,
     * their approval: they cannot be shared or sent.
     */
    async blocking(
      tx: Transaction,
      versions: readonly { configurationId: string; version: number }[],
    ): Promise<ApprovalStatus[]> {
      if (versions.length === 0) return [];
      const rows = await tx
        .select({ status: discountApprovals.status })
        .from(discountApprovals)
        .where(
          and(
            or(
              ...versions.map((one) =>
                and(
                  eq(discountApprovals.configurationId, one.configurationId),
                  eq(discountApprovals.version, one.version),
                ),
              ),
            ),
            ne(discountApprovals.status, "approved"),
          ),
        );
      return rows.map((row) => row.status);
    },

    /** One approval, locked for its decision. */
    async lock(tx: Transaction, id: string): Promise<ListedApproval | null> {
      const [row] = await listed(tx).where(eq(discountApprovals.id, id)).for("update", {
        of: discountApprovals,
      });
      return row ? toListed(row) : null;
    },

    async decide(
      tx: Transaction,
      id: string,
      decision: { status: ApprovalStatus; decidedByUserId: string; reason: string },
    ): Promise<void> {
      await tx
        .update(discountApprovals)
        .set({
          status: decision.status,
          decidedByUserId: decision.decidedByUserId,
          decidedAt: sql`now()`,
          decisionReason: decision.reason,
        })
        .where(eq(discountApprovals.id, id));
    },

    /** Waiting ones first (oldest first), then the latest decided ones. */
    async list(limit = 100): Promise<ListedApproval[]> {
      const pending = await listed(db)
        .where(eq(discountApprovals.status, "pending"))
        .orderBy(discountApprovals.requestedAt)
        .limit(limit);
      const decided = await listed(db)
        .where(ne(discountApprovals.status, "pending"))
        .orderBy(desc(discountApprovals.decidedAt))
        .limit(limit);
      return [...pending, ...decided].map(toListed);
    },

    /** Every approval of one quote, newest version first. */
    async ofConfiguration(configurationId: string): Promise<ListedApproval[]> {
      const rows = await listed(db)
        .where(eq(discountApprovals.configurationId, configurationId))
        .orderBy(desc(discountApprovals.version));
      return rows.map(toListed);
    },
  };
}

export type ApprovalRepository = ReturnType<typeof createApprovalRepository>;
