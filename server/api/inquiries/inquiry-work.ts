import type { InquiryUpdate, StaffInquiry } from "@shared/inquiries/staff-inquiry";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { inquiries } from "../../db/schema/inquiries";
import { type ActivityActor, recordActivity } from "../prospects/activity";
import { type Landed, landProspect } from "../prospects/prospect-landing";
import { createInquiryQueries } from "./inquiry-queries";

export type InquiryUpdateResult =
  | { outcome: "not-found" }
  | { outcome: "conflict" }
  | { outcome: "saved"; inquiry: StaffInquiry; changed: string[] };

export type InquiryConvertResult =
  | { outcome: "not-found" }
  | { outcome: "linked"; inquiry: StaffInquiry; matchedBy: Landed["matchedBy"] | "already" };

/** Another request linked the inquiry while this one landed it: undo this landing. */
class AlreadyLinked extends Error {}

/** Staff working an inquiry: status, owner, and the prospect it belongs to. */
export function createInquiryWork(db: Database) {
  const { get } = createInquiryQueries(db);
  return {
    /**
     * Applies the changes when `version` is still the stored one; answers what changed.
     * Handled inquiries carry the moment they were handled; reopening clears it.
     */
    async update(
      id: string,
      { status, ownerUserId, version }: InquiryUpdate,
    ): Promise<InquiryUpdateResult> {
      const before = await get(id);
      if (!before) return { outcome: "not-found" };
      const changed: string[] = [];
      if (status !== undefined && status !== before.status) changed.push("status");
      if (ownerUserId !== undefined && ownerUserId !== (before.owner?.id ?? null)) {
        changed.push("owner");
      }
      if (before.version !== version) return { outcome: "conflict" };
      if (changed.length === 0) return { outcome: "saved", inquiry: before, changed };
      const [row] = await db
        .update(inquiries)
        .set({
          version: sql`${inquiries.version} + 1`,
          ...(changed.includes("status")
            ? { status, handledAt: status === "handled" ? new Date() : null }
            : {}),
          ...(changed.includes("owner") ? { ownerUserId } : {}),
        })
        .where(and(eq(inquiries.id, id), eq(inquiries.version, version)))
        .returning({ id: inquiries.id });
      if (!row) return { outcome: "conflict" };
      const inquiry = await get(id);
      return inquiry ? { outcome: "saved", inquiry, changed } : { outcome: "not-found" };
    },

    /**
     * Links the inquiry to its prospect with one action: the one it already has, else the
     * prospect its address or company domain belongs to, else a new one (named as typed).
     */
    async convert(
      id: string,
      companyName: string | undefined,
      actor: ActivityActor,
    ): Promise<InquiryConvertResult> {
      const inquiry = await get(id);
      if (!inquiry) return { outcome: "not-found" };
      if (inquiry.prospect) return { outcome: "linked", inquiry, matchedBy: "already" };
      const arrival = {
        email: inquiry.email,
        contactName: inquiry.name,
        companyName: companyName ?? null,
        companySize: inquiry.organizationSize,
        source: "inquiry" as const,
        sentBy: "staff" as const,
      };
      try {
        const landed = await landProspect(db, arrival, async (tx, landed) => {
          const [linked] = await tx
            .update(inquiries)
            .set({ prospectId: landed.prospectId, version: sql`${inquiries.version} + 1` })
            .where(and(eq(inquiries.id, id), isNull(inquiries.prospectId)))
            .returning({ id: inquiries.id });
          if (!linked) throw new AlreadyLinked();
          await recordActivity(tx, {
            prospectId: landed.prospectId,
            type: "inquiry_received",
            actor,
            data: { inquiryId: id, name: inquiry.name, message: inquiry.message.slice(0, 280) },
          });
          return landed;
        });
        const converted = await get(id);
        if (!converted) return { outcome: "not-found" };
        return { outcome: "linked", inquiry: converted, matchedBy: landed.matchedBy };
      } catch (error) {
        if (!(error instanceof AlreadyLinked)) throw error;
        const current = await get(id);
        if (!current) return { outcome: "not-found" };
        return { outcome: "linked", inquiry: current, matchedBy: "already" };
      }
    },
  };
}
