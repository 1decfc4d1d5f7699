import type { Lead } from "@shared/builder/lead";
import type { OrganizationSize } from "@shared/inquiries/inquiry-constants";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { prospects } from "../../db/schema/prospects";

export type NewLead = Omit<Lead, "prospectId">;

const leadColumns = {
  prospectId: prospects.id,
  companyName: prospects.companyName,
  contactName: prospects.contactName,
  email: prospects.email,
  phone: prospects.phone,
  companySize: prospects.companySize,
};

type LeadRow = {
  [K in keyof typeof leadColumns]: (typeof prospects.$inferSelect)[K extends "prospectId"
    ? "id"
    : K];
};

export function toLead(row: LeadRow): Lead {
  // Written only through the validated lead schema, so the size is one of the listed ones.
  return { ...row, companySize: row.companySize as OrganizationSize };
}

export function createProspectRepository(db: Database) {
  return {
    /**
     * The builder's lead step: a new prospect with status 'new', or the one with this
     * e-mail address in any case brought up to date (its status is left as staff set it).
     * The unique index on lower(email) decides, so two tabs cannot create two prospects:
     * the insert that loses does nothing and the update brings the winner's row up to date.
     */
    async upsertLead(lead: NewLead): Promise<Lead> {
      const [created] = await db
        .insert(prospects)
        .values({ ...lead, status: "new" })
        .onConflictDoNothing()
        .returning(leadColumns);
      if (created) return toLead(created);
      const [updated] = await db
        .update(prospects)
        .set({
          companyName: lead.companyName,
          contactName: lead.contactName,
          phone: lead.phone,
          companySize: lead.companySize,
        })
        .where(sql`lower(${prospects.email}) = lower(${lead.email})`)
        .returning(leadColumns);
      if (!updated) throw new Error("Prospect upsert found no row");
      return toLead(updated);
    },

    async lead(id: number): Promise<Lead | null> {
      const [row] = await db
        .select(leadColumns)
        .from(prospects)
        .where(sql`${prospects.id} = ${id}`);
      return row ? toLead(row) : null;
    },
  };
}

export type ProspectRepository = ReturnType<typeof createProspectRepository>;
