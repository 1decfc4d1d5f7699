import type { BuilderDraft, BuilderState } from "@shared/quotes/builder/draft";
import { emptyDraft } from "@shared/quotes/builder/empty-draft";
import type { PriceBookService } from "../../catalog/price-book-service";
import type { ConfigurationRepository } from "../versions/configuration-repository";
import type { StoredDraft } from "./draft-repository";

/** The draft as GET/PUT /api/sb/draft answer it, with the lead and configuration it produced. */
export async function builderState(
  app: {
    repositories: { configurations: ConfigurationRepository };
    services: { priceBook: Pick<PriceBookService, "withdrawn"> };
  },
  sessionId: string,
  stored: StoredDraft | null,
): Promise<BuilderState> {
  const draft: BuilderDraft = stored?.draft ?? emptyDraft();
  const configuration = stored?.configurationId
    ? await app.repositories.configurations.get(stored.configurationId)
    : null;
  return {
    sessionId,
    draft,
    // Only what this session typed, never the matching prospect's stored details (issue 32).
    lead: stored?.lead ?? null,
    configuration: configuration ? { id: configuration.id, version: configuration.version } : null,
    savedAt: stored?.updatedAt.toISOString() ?? null,
    staffAdjustments: stored?.staffAdjustments ?? null,
    // Services prospects can no longer choose are named, not dropped unseen (issue 34).
    withdrawn: await app.services.priceBook.withdrawn(
      draft.selections.map((selection) => selection.serviceId),
    ),
  };
}
