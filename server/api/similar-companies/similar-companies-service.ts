import { cellKey, countChanges } from "@shared/similar-companies/counts";
import { mine, type Pattern } from "@shared/similar-companies/rules";
import {
  type PatternVisibility,
  type PublicPattern,
  publicPattern,
  type StaffPattern,
} from "@shared/similar-companies/schema";
import {
  parseSegmentKey,
  type Segment,
  segmentKey,
  segmentLabel,
} from "@shared/similar-companies/segment";
import { contributionAfter, type QuoteTransaction } from "@shared/similar-companies/transactions";
import type { Transaction } from "../../db/client";
import type { PriceBookService } from "../catalog/price-book-service";
import type { SimilarCompaniesRepository } from "./similar-companies-repository";

/**
 * "Companies like yours" for the other modules and the routes (decision 071): the quote
 * reactions count what accepted and saved quotes chose, the builder reads its own segment's
 * patterns, staff list them all and hide some. The thresholds are the pure rules' own.
 */
export function createSimilarCompaniesService(
  repository: SimilarCompaniesRepository,
  priceBook: Pick<PriceBookService, "offered" | "withdrawn">,
) {
  /** Service names by id, withdrawn ones included (staff still see their patterns). */
  async function names(ids: readonly number[]): Promise<Map<number, string>> {
    const found = new Map((await priceBook.offered()).map((service) => [service.id, service.name]));
    for (const gone of await priceBook.withdrawn(ids)) found.set(gone.serviceId, gone.name);
    return found;
  }

  const label = (segment: string, serviceId: number, name: string | undefined) => {
    const parsed = parseSegmentKey(segment);
    return {
      segmentLabel: parsed ? segmentLabel(parsed) : segment,
      serviceName: name ?? `Service ${serviceId}`,
    };
  };

  return {
    /**
     * The quote now counts as `incoming` (null: no longer, as after a decline), by the rule
     * of contributionAfter, and the counts follow by that one change: no mining again. Runs
     * in the quote use case's transaction, so it commits with the acceptance or the save.
     */
    async record(
      tx: Transaction,
      configurationId: string,
      incoming: QuoteTransaction | null,
    ): Promise<void> {
      const previous = await repository.counted(tx, configurationId);
      const next = contributionAfter(previous, incoming);
      if (next === previous) return;
      await repository.count(tx, configurationId, next, countChanges(previous, next));
    },

    /** The builder's answer: the segment's patterns that staff have not hidden. */
    async forSegment(segment: Segment): Promise<PublicPattern[]> {
      const key = segmentKey(segment);
      const [counts, hidden] = await Promise.all([repository.counts(key), repository.hidden(key)]);
      return mine(counts, key)
        .filter((pattern) => !hidden.has(cellKey(pattern.segment, pattern.serviceId)))
        .map(publicPattern);
    },

    /** Every pattern, hidden ones included, with the split and names staff need. */
    async staffPatterns(): Promise<StaffPattern[]> {
      const [counts, hidden] = await Promise.all([repository.counts(), repository.hidden()]);
      const patterns = mine(counts);
      const named = await names([...new Set(patterns.map((pattern) => pattern.serviceId))]);
      return patterns.map((pattern: Pattern) => ({
        ...pattern,
        ...label(pattern.segment, pattern.serviceId, named.get(pattern.serviceId)),
        hidden: hidden.has(cellKey(pattern.segment, pattern.serviceId)),
      }));
    },

    /** Hides a pattern or shows it again; answers how the audit log names it. */
    async setHidden(visibility: PatternVisibility, byUserId: string) {
      await repository.setHidden(visibility, byUserId);
      const named = await names([visibility.serviceId]);
      return label(visibility.segment, visibility.serviceId, named.get(visibility.serviceId));
    },
  };
}

export type SimilarCompaniesService = ReturnType<typeof createSimilarCompaniesService>;
