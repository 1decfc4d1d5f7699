import type { Opportunity } from "@shared/opportunities/opportunity";
import type { OpportunityStage } from "@shared/opportunities/stages";
import { centsToDollars } from "@shared/pricing/money";
import type { QuoteBilling } from "@shared/quotes/status";
import { sql } from "drizzle-orm";
import { users } from "../../db/schema/auth";
import { configurations } from "../../db/schema/configurations";
import { opportunities } from "../../db/schema/opportunities";
import { prospects } from "../../db/schema/prospects";

/**
 * Won by a customer's acceptance of a quote no staff member has opened yet (issue 32): the
 * deal counts, and says so until someone reviews the quote.
 */
export const unreviewedWin = sql<boolean>`(${opportunities.stage} = 'won' and exists (
  select 1 from ${configurations} where ${configurations.id} = ${opportunities.configurationId}
  and ${configurations.reviewedAt} is null))`;

/** An opportunity joined with its prospect's company and its owner's name. */
export const selection = {
  opportunity: opportunities,
  prospectCompany: prospects.companyName,
  ownerName: users.displayName,
  unreviewed: unreviewedWin,
};
export type Joined = {
  opportunity: typeof opportunities.$inferSelect;
  prospectCompany: string;
  ownerName: string | null;
  unreviewed: boolean;
};

/** The API shape: dollars at the edge, ISO dates. */
export function toOpportunity({
  opportunity: o,
  prospectCompany,
  ownerName,
  unreviewed,
}: Joined): Opportunity {
  return {
    id: o.id,
    prospectId: o.prospectId,
    prospectCompany,
    configurationId: o.configurationId,
    name: o.name,
    stage: o.stage as OpportunityStage,
    ownerUserId: o.ownerUserId,
    ownerName,
    monthly: centsToDollars(o.monthlyCents),
    setup: centsToDollars(o.setupCents),
    billing: o.billing as QuoteBilling,
    expectedCloseDate: o.expectedCloseDate,
    lostReason: o.lostReason,
    stageChangedAt: o.stageChangedAt.toISOString(),
    closedAt: o.closedAt?.toISOString() ?? null,
    archived: o.archivedAt !== null,
    unreviewed,
    version: o.version,
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
  };
}
