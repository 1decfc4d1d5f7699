import type { OrganizationSize } from "@shared/inquiries/inquiry-constants";
import type { ArrivalChanges, PendingArrival } from "@shared/prospects/arrival";
import type { ProspectSource } from "@shared/prospects/prospect";
import { and, desc, eq, isNull } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { prospectArrivals, prospectContacts, prospects } from "../../db/schema/prospects";

/** What the visitor sent, as compared with what staff keep. */
interface SentDetails {
  companyName: string | null;
  contactName: string;
  email: string;
  phone?: string;
  companySize?: OrganizationSize | null;
}

type ArrivalRow = typeof prospectArrivals.$inferSelect;

/** What the visitor typed that differs from what staff keep; empty when nothing does. */
export async function changesOf(
  executor: Executor,
  prospectId: number,
  contactId: number | null,
  arrival: SentDetails,
): Promise<ArrivalChanges> {
  const [prospect] = await executor
    .select({ companyName: prospects.companyName, companySize: prospects.companySize })
    .from(prospects)
    .where(eq(prospects.id, prospectId));
  const [contact] = contactId
    ? await executor
        .select({ name: prospectContacts.name, phone: prospectContacts.phone })
        .from(prospectContacts)
        .where(eq(prospectContacts.id, contactId))
    : [];
  const changes: ArrivalChanges = {};
  if (!contact) changes.email = arrival.email;
  if (arrival.companyName && arrival.companyName !== prospect?.companyName) {
    changes.companyName = arrival.companyName;
  }
  if (arrival.contactName !== (contact?.name ?? "")) changes.contactName = arrival.contactName;
  if (arrival.phone && arrival.phone !== (contact?.phone ?? "")) changes.phone = arrival.phone;
  if (arrival.companySize && arrival.companySize !== prospect?.companySize) {
    changes.companySize = arrival.companySize;
  }
  return changes;
}

/** Stores what a visitor sent for a known prospect, exactly as sent. */
export async function insertArrival(
  executor: Executor,
  values: {
    prospectId: number;
    contactId: number | null;
    matchedBy: "email" | "domain";
    arrival: SentDetails & { source: ProspectSource };
  },
): Promise<number> {
  const { arrival } = values;
  const [row] = await executor
    .insert(prospectArrivals)
    .values({
      prospectId: values.prospectId,
      contactId: values.contactId,
      matchedBy: values.matchedBy,
      source: arrival.source,
      companyName: arrival.companyName,
      contactName: arrival.contactName,
      email: arrival.email,
      phone: arrival.phone ?? "",
      companySize: arrival.companySize ?? null,
    })
    .returning({ id: prospectArrivals.id });
  if (!row) throw new Error("Arrival insert returned no row");
  return row.id;
}

export async function arrivalById(executor: Executor, prospectId: number, id: number) {
  const [row] = await executor
    .select()
    .from(prospectArrivals)
    .where(and(eq(prospectArrivals.id, id), eq(prospectArrivals.prospectId, prospectId)));
  return row ?? null;
}

/** Marks it applied; false when someone applied it first. */
export async function markArrivalApplied(
  executor: Executor,
  id: number,
  userId: string,
): Promise<boolean> {
  const rows = await executor
    .update(prospectArrivals)
    .set({ appliedAt: new Date(), appliedByUserId: userId })
    .where(and(eq(prospectArrivals.id, id), isNull(prospectArrivals.appliedAt)))
    .returning({ id: prospectArrivals.id });
  return rows.length > 0;
}

/** The arrivals staff have not applied yet, newest first, for the prospect page. */
export async function pendingArrivals(
  executor: Executor,
  prospectId: number,
): Promise<PendingArrival[]> {
  const rows = await executor
    .select()
    .from(prospectArrivals)
    .where(and(eq(prospectArrivals.prospectId, prospectId), isNull(prospectArrivals.appliedAt)))
    .orderBy(desc(prospectArrivals.createdAt), desc(prospectArrivals.id))
    .limit(50);
  return rows.map(toPendingArrival);
}

function toPendingArrival(row: ArrivalRow): PendingArrival {
  return {
    id: row.id,
    source: row.source === "inquiry" ? "inquiry" : "builder",
    matchedBy: row.matchedBy === "domain" ? "domain" : "email",
    companyName: row.companyName,
    contactName: row.contactName,
    email: row.email,
    phone: row.phone,
    // Written only through validated input, so a stored size is one of the listed ones.
    companySize: row.companySize as OrganizationSize | null,
    createdAt: row.createdAt.toISOString(),
  };
}
