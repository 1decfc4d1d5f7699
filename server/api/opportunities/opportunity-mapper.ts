import type { Opportunity } from "@shared/opportunities/opportunity";
import type { OpportunityStage } from "@shared/opportunities/stages";
import { centsToDollars } from "@shared/pricing/money";
import { users } from "../../db/schema/auth";
import { opportunities } from "../../db/schema/opportunities";
import { prospects } from "../../db/schema/prospects";

/** An opportunity joined with its prospect's company and its owner's name. */
export const selection = {
  opportunity: opportunities,
  prospectCompany: prospects.companyName,
  ownerName: users.displayName,
};
export type Joined = {
  opportunity: typeof opportunities.$inferSelect;
  prospectCompany: string;
  ownerName: string | null;
};

/** The API shape: dollars at the edge, ISO dates. */
export function toOpportunity({ opportunity: o, prospectCompany, ownerName }: Joined): Opportunity {
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
    expectedCloseDate: o.expectedCloseDate,
    lostReason: o.lostReason,
    stageChangedAt: o.stageChangedAt.toISOString(),
    closedAt: o.closedAt?.toISOString() ?? null,
    archived: o.archivedAt !== null,
    version: o.version,
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
  };
}
