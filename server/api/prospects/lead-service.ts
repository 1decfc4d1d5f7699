import type { Lead } from "@shared/quotes/builder/lead";
import type { Database } from "../../db/client";
import { raiseNotification } from "../notifications/raise";
import { recordActivity } from "./activity";
import { type Landed, landProspect } from "./prospect-landing";

/**
 * The prospects module's service for the Service Builder's lead step (decision 061): the
 * builder hands over what the visitor typed; matching, the timeline entry and the staff
 * notification are this module's, in one transaction.
 */
export function createLeadService(db: Database) {
  return {
    /**
     * Lands on the prospect with this address (in any case) or of the same company domain,
     * or creates one with status 'new'. A known prospect keeps what staff wrote; what the
     * visitor typed waits on its timeline for review (issue 32).
     */
    land(lead: Lead): Promise<Landed> {
      return landProspect(
        db,
        { ...lead, source: "builder", sentBy: "visitor" },
        async (tx, landed) => {
          await recordActivity(tx, {
            prospectId: landed.prospectId,
            type: "lead_captured",
            data: {
              companyName: lead.companyName,
              contactName: lead.contactName,
              email: lead.email,
              matchedBy: landed.matchedBy,
            },
          });
          await raiseNotification(tx, {
            kind: "lead_captured",
            title: `New Service Builder lead from ${lead.contactName}, ${lead.companyName}`,
            body: lead.email,
            href: `/admin/prospects/${landed.prospectId}`,
          });
          return landed;
        },
      );
    },
  };
}

export type LeadService = ReturnType<typeof createLeadService>;
