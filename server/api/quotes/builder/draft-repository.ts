import type { BuilderDraft, CarriedFromVersion } from "@shared/quotes/builder/draft";
import type { Lead } from "@shared/quotes/builder/lead";
import { eq } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { builderDrafts } from "../../../db/schema/builder";

export interface StoredDraft {
  draft: BuilderDraft;
  prospectId: number | null;
  contactId: number | null;
  configurationId: string | null;
  /** What this session typed on the lead step. */
  lead: Lead | null;
  /** Staff discounts carried from the version staff opened here (decision 050). */
  staffAdjustments: CarriedFromVersion | null;
  updatedAt: Date;
}

/** The builder's draft per session id (issue 10). */
export function createDraftRepository(db: Database) {
  return {
    async get(sessionId: string): Promise<StoredDraft | null> {
      const [row] = await db
        .select({
          draft: builderDrafts.draft,
          prospectId: builderDrafts.prospectId,
          contactId: builderDrafts.contactId,
          configurationId: builderDrafts.configurationId,
          lead: builderDrafts.lead,
          staffAdjustments: builderDrafts.staffAdjustments,
          updatedAt: builderDrafts.updatedAt,
        })
        .from(builderDrafts)
        .where(eq(builderDrafts.sessionId, sessionId));
      return row ?? null;
    },

    /**
     * Creates or replaces the draft; the links (prospect, contact, configuration) and the
     * lead only ever get set.
     */
    async save(
      sessionId: string,
      draft: BuilderDraft,
      links: {
        prospectId?: number;
        contactId?: number | null;
        configurationId?: string;
        lead?: Lead;
        /** Only "Open in builder" (staff) sets these; see setStaffAdjustments. */
        staffAdjustments?: CarriedFromVersion;
      } = {},
    ): Promise<Date> {
      const values = { draft, stepReached: draft.stepReached, ...links };
      const [row] = await db
        .insert(builderDrafts)
        .values({ sessionId, ...values })
        .onConflictDoUpdate({
          target: builderDrafts.sessionId,
          set: { ...values, updatedAt: new Date() },
        })
        .returning({ updatedAt: builderDrafts.updatedAt });
      if (!row) throw new Error("Draft save returned no row");
      return row.updatedAt;
    },

    /**
     * Replaces the carried staff discounts (null: none). Callers only ever narrow them: the
     * session removing one, or a save dropping a line discount whose line is gone.
     */
    async setStaffAdjustments(sessionId: string, carried: CarriedFromVersion | null) {
      await db
        .update(builderDrafts)
        .set({ staffAdjustments: carried, updatedAt: new Date() })
        .where(eq(builderDrafts.sessionId, sessionId));
    },
  };
}

export type DraftRepository = ReturnType<typeof createDraftRepository>;
