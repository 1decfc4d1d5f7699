import type { BuilderDraft } from "@shared/builder/draft";
import type { Lead } from "@shared/builder/lead";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { builderDrafts } from "../../db/schema/builder";

export interface StoredDraft {
  draft: BuilderDraft;
  prospectId: number | null;
  contactId: number | null;
  configurationId: string | null;
  /** What this session typed on the lead step. */
  lead: Lead | null;
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
  };
}

export type DraftRepository = ReturnType<typeof createDraftRepository>;
