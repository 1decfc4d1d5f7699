import { centsToDollars } from "@shared/pricing/money";
import type { Configuration } from "@shared/quotes/configuration";
import type { configurations, configurationVersions } from "../../../db/schema/configurations";

type ConfigurationRow = typeof configurations.$inferSelect;
type VersionRow = typeof configurationVersions.$inferSelect;

/** A stored configuration and one of its versions as seed 001 §3 shapes it (dollars). */
export function toConfiguration(row: ConfigurationRow, version: VersionRow): Configuration {
  return {
    id: row.id,
    name: version.name,
    createdByUserId: row.createdByUserId,
    prospectId: row.prospectId,
    configurations: {
      ...version.content,
      calculatedTotals: {
        monthly: centsToDollars(version.monthlyCents),
        annually: centsToDollars(version.annuallyCents),
        setup: centsToDollars(version.setupCents),
        savings: centsToDollars(version.savingsCents),
      },
    },
    version: version.version,
    isActive: row.isActive,
    shareToken: row.shareToken,
    metadata: { riskLevel: version.riskLevel, formulaVersions: version.formulaVersions },
    createdAt: row.createdAt.toISOString(),
    updatedAt: version.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}
