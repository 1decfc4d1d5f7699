import { pricedQuoteSchema } from "@shared/quotes/engine/quote-response";
import { optionFigures } from "@shared/quotes/option-figures";
import type { SnapshotOption } from "@shared/quotes/snapshot";
import type { Executor } from "../../db/client";
import type { configurations } from "../../db/schema/configurations";
import { selectVersion } from "./versions/configuration-repository";

export interface ShareOptionRequest {
  configurationId: string;
  version: number;
  label: string;
}

export type SnapshotOwner = Pick<
  typeof configurations.$inferSelect,
  "prospectId" | "preparedFor" | "sessionId" | "coverLetter" | "terms"
>;

/** The frozen content of one version: its priced result as saved, never recomputed. */
export async function snapshotOption(
  tx: Executor,
  request: ShareOptionRequest,
): Promise<{ option: SnapshotOption; configuration: SnapshotOwner } | null> {
  const row = await selectVersion(tx, request.configurationId, request.version);
  if (!row) return null;
  const priced = pricedQuoteSchema.parse({
    ...row.version.priced,
    calculatedTotals: row.version.content.calculatedTotals,
  });
  const content = row.version.content;
  return {
    configuration: row.configuration,
    option: {
      label: request.label,
      configurationId: request.configurationId,
      version: request.version,
      name: row.version.name,
      answers: {
        complianceRequirements: content.complianceRequirements,
        securityFocus: content.securityFocus,
        timeline: content.timeline,
      },
      sites: content.locations,
      ...optionFigures(priced),
      ...(row.version.priceBook
        ? {
            pricing: {
              ...row.version.priceBook,
              selections: row.version.selections,
              adjustments: row.version.adjustments,
            },
          }
        : {}),
    },
  };
}
