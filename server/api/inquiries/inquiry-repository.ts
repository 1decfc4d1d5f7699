import type { Inquiry, ValidInquiry } from "@shared/inquiries/inquiry";
import type { OrganizationSize } from "@shared/inquiries/inquiry-constants";
import type { Database } from "../../db/client";
import { inquiries } from "../../db/schema/inquiries";
import { raiseNotification } from "../notifications/raise";
import { recordActivity } from "../prospects/activity";
import { landProspect } from "../prospects/prospect-landing";
import { createInquiryQueries } from "./inquiry-queries";
import { createInquiryWork } from "./inquiry-work";

export type NewInquiry = Omit<ValidInquiry, "website">;

const inquiryColumns = {
  id: inquiries.id,
  name: inquiries.name,
  email: inquiries.email,
  organizationSize: inquiries.organizationSize,
  message: inquiries.message,
  createdAt: inquiries.createdAt,
};

type InquiryRow = Pick<typeof inquiries.$inferSelect, keyof typeof inquiryColumns>;

function toInquiry(row: InquiryRow): Inquiry {
  return {
    ...row,
    // Written only through the validated schema, so the stored text is one of the sizes.
    organizationSize: row.organizationSize as OrganizationSize | null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createInquiryRepository(db: Database) {
  return {
    /**
     * Stores the inquiry on the prospect it belongs to (by address or company domain, else
     * a new one), with its timeline entry, in one transaction.
     */
    async create(input: NewInquiry): Promise<Inquiry> {
      const arrival = {
        email: input.email,
        contactName: input.name,
        companyName: null,
        companySize: input.organizationSize ?? null,
        source: "inquiry" as const,
        sentBy: "visitor" as const,
      };
      return landProspect(db, arrival, async (tx, { prospectId }) => {
        const [row] = await tx
          .insert(inquiries)
          .values({
            name: input.name,
            email: input.email,
            organizationSize: input.organizationSize ?? null,
            message: input.message ?? "",
            prospectId,
          })
          .returning(inquiryColumns);
        if (!row) throw new Error("Inquiry insert returned no row");
        await recordActivity(tx, {
          prospectId,
          type: "inquiry_received",
          data: {
            inquiryId: row.id,
            name: input.name,
            message: (input.message ?? "").slice(0, 280),
          },
        });
        await raiseNotification(tx, {
          kind: "inquiry_created",
          title: `New inquiry from ${input.name}`,
          body: input.organizationSize
            ? `${input.email}, ${input.organizationSize} employees`
            : input.email,
          href: `/admin/prospects/${prospectId}`,
        });
        return toInquiry(row);
      });
    },

    ...createInquiryQueries(db),
    ...createInquiryWork(db),
  };
}

export type InquiryRepository = ReturnType<typeof createInquiryRepository>;
