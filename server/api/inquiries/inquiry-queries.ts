import type { OrganizationSize } from "@shared/inquiries/inquiry-constants";
import type { InquiryStatus } from "@shared/inquiries/inquiry-status";
import { type InquiryFilter, NO_OWNER, type StaffInquiry } from "@shared/inquiries/staff-inquiry";
import { and, count, desc, eq, ilike, isNull, or, type SQL } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { createdWithin } from "../../db/created-range";
import { containing } from "../../db/like";
import { users } from "../../db/schema/auth";
import { inquiries } from "../../db/schema/inquiries";
import { prospects } from "../../db/schema/prospects";

const staffColumns = {
  id: inquiries.id,
  name: inquiries.name,
  email: inquiries.email,
  organizationSize: inquiries.organizationSize,
  message: inquiries.message,
  createdAt: inquiries.createdAt,
  status: inquiries.status,
  handledAt: inquiries.handledAt,
  version: inquiries.version,
  ownerId: users.id,
  ownerName: users.displayName,
  prospectId: prospects.id,
  prospectName: prospects.companyName,
};

type Row = Awaited<ReturnType<typeof selectStaff>>[number];

function toStaffInquiry(row: Row): StaffInquiry {
  const { ownerId, ownerName, prospectId, prospectName, ...inquiry } = row;
  return {
    ...inquiry,
    // Written only through validated input, so stored texts are among the listed values.
    organizationSize: row.organizationSize as OrganizationSize | null,
    status: row.status as InquiryStatus,
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
    owner: ownerId ? { id: ownerId, displayName: ownerName ?? "" } : null,
    prospect: prospectId ? { id: prospectId, companyName: prospectName ?? "" } : null,
  };
}

export function inquiryWhere({ status, owner, q, ...range }: InquiryFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = createdWithin(inquiries.createdAt, range);
  if (status) conditions.push(eq(inquiries.status, status));
  if (owner === NO_OWNER) conditions.push(isNull(inquiries.ownerUserId));
  else if (owner) conditions.push(eq(inquiries.ownerUserId, owner));
  if (q) {
    const pattern = containing(q);
    conditions.push(
      or(
        ilike(inquiries.name, pattern),
        ilike(inquiries.email, pattern),
        ilike(inquiries.message, pattern),
      ),
    );
  }
  return and(...conditions);
}

function selectStaff(db: Executor) {
  return db
    .select(staffColumns)
    .from(inquiries)
    .leftJoin(users, eq(users.id, inquiries.ownerUserId))
    .leftJoin(prospects, eq(prospects.id, inquiries.prospectId));
}

const newestFirst = [desc(inquiries.createdAt), desc(inquiries.id)];

/** Reads of the staff's inquiry list; the owner and prospect come along by name. */
export function createInquiryQueries(db: Executor) {
  return {
    /** Newest first, one page of the filter (GET /api/inquiries?limit=&offset=, seed 001 §7). */
    async list(filter: InquiryFilter & { limit: number; offset: number }) {
      const where = inquiryWhere(filter);
      const [rows, [totals]] = await Promise.all([
        selectStaff(db)
          .where(where)
          .orderBy(...newestFirst)
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ total: count() }).from(inquiries).where(where),
      ]);
      return { items: rows.map(toStaffInquiry), total: totals?.total ?? 0 };
    },

    /** Every inquiry of the filter, unpaged (the CSV export). */
    async matching(filter: InquiryFilter): Promise<StaffInquiry[]> {
      const rows = await selectStaff(db)
        .where(inquiryWhere(filter))
        .orderBy(...newestFirst);
      return rows.map(toStaffInquiry);
    },

    async get(id: string): Promise<StaffInquiry | null> {
      const [row] = await selectStaff(db).where(eq(inquiries.id, id));
      return row ? toStaffInquiry(row) : null;
    },
  };
}
