import { type BuilderDraft, type BuilderState, emptyDraft } from "@shared/quotes/builder/draft";
import type { CatalogRepository } from "../../catalog/catalog-repository";
import type { ConfigurationRepository } from "../versions/configuration-repository";
import type { StoredDraft } from "./draft-repository";

/**
 * The services the draft holds that prospects can no longer choose (archived or hidden by
 * staff since), with their names: the builder names them rather than dropping them unseen
 * (issue 34). Read only when the draft holds a service the public catalogue lacks.
 */
async function withdrawnServices(
  catalog: CatalogRepository,
  draft: BuilderDraft,
): Promise<{ serviceId: number; name: string }[]> {
  const chosen = new Set(draft.selections.map((selection) => selection.serviceId));
  if (chosen.size === 0) return [];
  const offered = new Set((await catalog.publicServices()).data.map((service) => service.id));
  const missing = [...chosen].filter((id) => !offered.has(id));
  if (missing.length === 0) return [];
  const known = new Map((await catalog.all()).map((service) => [service.id, service.name]));
  return missing.map((serviceId) => ({
    serviceId,
    name: known.get(serviceId) ?? `Service ${serviceId}`,
  }));
}

/** The draft as GET/PUT /api/sb/draft answer it, with the lead and configuration it produced. */
export async function builderState(
  repositories: { configurations: ConfigurationRepository; catalog: CatalogRepository },
  sessionId: string,
  stored: StoredDraft | null,
): Promise<BuilderState> {
  const draft: BuilderDraft = stored?.draft ?? emptyDraft();
  const configuration = stored?.configurationId
    ? await repositories.configurations.get(stored.configurationId)
    : null;
  return {
    sessionId,
    draft,
    // Only what this session typed, never the matching prospect's stored details (issue 32).
    lead: stored?.lead ?? null,
    configuration: configuration ? { id: configuration.id, version: configuration.version } : null,
    savedAt: stored?.updatedAt.toISOString() ?? null,
    staffAdjustments: stored?.staffAdjustments ?? null,
    withdrawn: await withdrawnServices(repositories.catalog, draft),
  };
}
