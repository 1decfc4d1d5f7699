import type { Lead } from "@shared/builder/lead";
import type { OrganizationSize } from "@shared/inquiries/inquiry-constants";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { prospectContacts, prospects } from "../../db/schema/prospects";
import { raiseNotification } from "../notifications/raise";
import { recordActivity } from "./activity";
import { type Landed, landProspect } from "./prospect-landing";

export type NewLead = Omit<Lead, "prospectId">;

export function createProspectRepository(db: Database) {
  return {
    /**
     * The builder's lead step: lands on the prospect with this address (in any case) or of
     * the same company domain, or creates one with status 'new'; staff's status stays.
     */
    upsertLead(lead: NewLead): Promise<Landed> {
      return landProspect(db, { ...lead, source: "builder" }, async (tx, landed) => {
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
      });
    },

    /**
     * The lead as the builder shows it back: the company, and the contact who filled in
     * the step (the primary contact when none is given).
     */
    async lead(prospectId: number, contactId?: number | null): Promise<Lead | null> {
      const contactMatch = contactId
        ? eq(prospectContacts.id, contactId)
        : eq(prospectContacts.isPrimary, true);
      const [row] = await db
        .select({
          prospectId: prospects.id,
          companyName: prospects.companyName,
          companySize: prospects.companySize,
          contactName: prospectContacts.name,
          email: prospectContacts.email,
          phone: prospectContacts.phone,
        })
        .from(prospects)
        .innerJoin(
          prospectContacts,
          and(eq(prospectContacts.prospectId, prospects.id), contactMatch),
        )
        .where(eq(prospects.id, prospectId));
      // Written only through validated input, so a stored size is one of the listed ones.
      return row ? { ...row, companySize: row.companySize as OrganizationSize | null } : null;
    },
  };
}

export type ProspectRepository = ReturnType<typeof createProspectRepository>;
