import type { StaffQuestion } from "@shared/quote-questions/question";
import { and, desc, eq, exists, isNull, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../../db/client";
import { prospects } from "../../../db/schema/prospects";
import { quoteQuestions } from "../../../db/schema/quote-questions";
import { quoteShareOptions, quoteShares } from "../../../db/schema/quotes";

export interface NewQuestion {
  shareId: string;
  question: string;
  answered: boolean;
  topScore: number;
}

/** Questions asked on quote pages (issue 36 §3): the quote module's own table. */
export function createQuestionRepository(db: Database) {
  return {
    async insert(question: NewQuestion): Promise<string> {
      const [row] = await db
        .insert(quoteQuestions)
        .values(question)
        .returning({ id: quoteQuestions.id });
      if (!row) throw new Error("Question insert returned no row");
      return row.id;
    },

    /**
     * Marks a question of this link as sent to the account manager, once: the row, or
     * "already" when it was sent before, or null when the link never had that question.
     */
    async escalate(
      tx: Transaction,
      shareId: string,
      id: string,
      contact: { contactEmail: string | null; note: string | null },
    ) {
      const ofShare = and(eq(quoteQuestions.id, id), eq(quoteQuestions.shareId, shareId));
      const [row] = await tx
        .update(quoteQuestions)
        .set({ escalatedAt: new Date(), ...contact })
        .where(and(ofShare, isNull(quoteQuestions.escalatedAt)))
        .returning();
      if (row) return row;
      const [asked] = await tx
        .select({ id: quoteQuestions.id })
        .from(quoteQuestions)
        .where(ofShare);
      return asked ? ("already" as const) : null;
    },

    /**
     * The account manager of a link's prospect: the prospect's owner, else the staff member
     * who made the link; null for a link the prospect made with nobody assigned.
     */
    async accountManagerOf(tx: Transaction, shareId: string): Promise<string | null> {
      const [row] = await tx
        .select({
          userId: sql<
            string | null
          >`coalesce(${prospects.ownerUserId}, ${quoteShares.createdByUserId})`,
        })
        .from(quoteShares)
        .leftJoin(prospects, eq(prospects.id, quoteShares.prospectId))
        .where(eq(quoteShares.id, shareId));
      return row?.userId ?? null;
    },

    /** The questions asked on every link that offers this quote, newest first. */
    async ofConfiguration(configurationId: string): Promise<StaffQuestion[]> {
      const rows = await db
        .select({ question: quoteQuestions, reference: quoteShares.reference })
        .from(quoteQuestions)
        .innerJoin(quoteShares, eq(quoteShares.id, quoteQuestions.shareId))
        .where(
          exists(
            db
              .select({ shareId: quoteShareOptions.shareId })
              .from(quoteShareOptions)
              .where(
                and(
                  eq(quoteShareOptions.shareId, quoteQuestions.shareId),
                  eq(quoteShareOptions.configurationId, configurationId),
                ),
              ),
          ),
        )
        .orderBy(desc(quoteQuestions.createdAt));
      return rows.map(({ question, reference }) => ({
        id: question.id,
        reference,
        question: question.question,
        answered: question.answered,
        topScore: question.topScore,
        askedAt: question.createdAt.toISOString(),
        escalatedAt: question.escalatedAt?.toISOString() ?? null,
        contactEmail: question.contactEmail,
        note: question.note,
      }));
    },
  };
}

export type QuestionRepository = ReturnType<typeof createQuestionRepository>;
