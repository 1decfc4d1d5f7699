import type { OrganizationSize } from "@shared/inquiries/inquiry-constants";
import { companyDomainOf } from "@shared/prospects/email-domain";
import type { ProspectActivityType, ProspectSource } from "@shared/prospects/prospect";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client";
import { prospectContacts, prospects } from "../../db/schema/prospects";
import { recordActivity } from "./activity";
import { changesOf, insertArrival } from "./prospect-arrivals";

/** Someone who reached us: a builder lead, a contact inquiry or an imported row. */
export interface Arrival {
  email: string;
  contactName: string;
  /** Null when the source does not ask for it (the contact form): the domain stands in. */
  companyName: string | null;
  phone?: string;
  companySize?: OrganizationSize | null;
  source: ProspectSource;
  /**
   * "visitor" for anything sent from the public site: it may create a prospect, never change
   * one (issue 32). "staff" when a staff member sends it (converting an inquiry).
   */
  sentBy: "visitor" | "staff";
}

export interface Landed {
  prospectId: number;
  /** The contact with this address; null when a visitor matched only the company domain. */
  contactId: number | null;
  /** How it found its prospect: the same address, the same company domain, or a new one. */
  matchedBy: "email" | "domain" | "new";
}

/** A concurrent arrival took the address first: run the whole landing again. */
class LostRace extends Error {}

const MAX_ATTEMPTS = 4;

/** The prospect a contact address belongs to, by the address, else by its company domain. */
export async function findProspectFor(db: Database | Transaction, email: string) {
  const [contact] = await db
    .select({ prospectId: prospectContacts.prospectId, contactId: prospectContacts.id })
    .from(prospectContacts)
    .where(sql`lower(${prospectContacts.email}) = lower(${email})`);
  if (contact) return { ...contact, matchedBy: "email" as const };
  const domain = companyDomainOf(email);
  if (!domain) return null;
  const [byDomain] = await db
    .select({ prospectId: prospects.id })
    .from(prospects)
    .where(and(eq(prospects.domain, domain), isNull(prospects.archivedAt)))
    .orderBy(asc(prospects.id))
    .limit(1);
  return byDomain ? { ...byDomain, contactId: null, matchedBy: "domain" as const } : null;
}

function companyNameFor(arrival: Arrival): string {
  if (arrival.companyName) return arrival.companyName;
  return companyDomainOf(arrival.email) ?? `${arrival.contactName} (individual)`;
}

/**
 * A visitor's details for a prospect staff keep: stored as sent, and on the timeline as "new
 * details submitted" when they say something new, for staff to apply or leave.
 */
async function recordVisitorDetails(
  tx: Transaction,
  arrival: Arrival,
  found: { prospectId: number; contactId: number | null; matchedBy: "email" | "domain" },
): Promise<Landed> {
  const changes = await changesOf(tx, found.prospectId, found.contactId, arrival);
  if (Object.keys(changes).length > 0) {
    const arrivalId = await insertArrival(tx, { ...found, arrival });
    await recordActivity(tx, {
      prospectId: found.prospectId,
      type: "details_submitted",
      data: { arrivalId, source: arrival.source, matchedBy: found.matchedBy, changes },
    });
  }
  return found;
}

async function landOnce(tx: Transaction, arrival: Arrival): Promise<Landed> {
  const found = await findProspectFor(tx, arrival.email);
  if (found?.contactId) {
    // Never rewrite what staff keep on a known contact: the arrival carries what was typed.
    if (arrival.sentBy === "visitor") return recordVisitorDetails(tx, arrival, found);
    return { prospectId: found.prospectId, contactId: found.contactId, matchedBy: "email" };
  }
  if (found && arrival.sentBy === "visitor") return recordVisitorDetails(tx, arrival, found);
  if (found) {
    const [contact] = await tx
      .insert(prospectContacts)
      .values({
        prospectId: found.prospectId,
        name: arrival.contactName,
        email: arrival.email,
        phone: arrival.phone ?? "",
      })
      .onConflictDoNothing()
      .returning({ id: prospectContacts.id });
    if (!contact) throw new LostRace();
    await recordActivity(tx, {
      prospectId: found.prospectId,
      type: "contact_added",
      data: { name: arrival.contactName, email: arrival.email, matchedBy: "domain" },
    });
    return { prospectId: found.prospectId, contactId: contact.id, matchedBy: "domain" };
  }
  const [prospect] = await tx
    .insert(prospects)
    .values({
      companyName: companyNameFor(arrival),
      contactName: arrival.contactName,
      email: arrival.email,
      phone: arrival.phone ?? "",
      companySize: arrival.companySize ?? null,
      domain: companyDomainOf(arrival.email),
      source: arrival.source,
    })
    .onConflictDoNothing()
    .returning({ id: prospects.id });
  if (!prospect) throw new LostRace();
  const [contact] = await tx
    .insert(prospectContacts)
    .values({
      prospectId: prospect.id,
      name: arrival.contactName,
      email: arrival.email,
      phone: arrival.phone ?? "",
      isPrimary: true,
    })
    .onConflictDoNothing()
    .returning({ id: prospectContacts.id });
  if (!contact) throw new LostRace();
  await recordActivity(tx, {
    prospectId: prospect.id,
    type: "created",
    data: { source: arrival.source },
  });
  return { prospectId: prospect.id, contactId: contact.id, matchedBy: "new" };
}

/**
 * Lands an arrival on its prospect without staff typing anything: the contact with that
 * address in any case, else a prospect of the same company domain, else a new prospect. What
 * a visitor sends for a known prospect is kept apart for staff to review (issue 32); staff's
 * own arrivals add the contact at the domain's prospect. Unique indexes on the addresses decide races; the loser runs again
 * and finds the winner's rows. `then` runs in the same transaction (the timeline entry, the
 * inquiry row), so nothing lands half.
 */
export async function landProspect<T>(
  db: Database,
  arrival: Arrival,
  then: (tx: Transaction, landed: Landed) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(async (tx) => then(tx, await landOnce(tx, arrival)));
    } catch (error) {
      if (!(error instanceof LostRace) || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}

/** The timeline entry an arrival of this source writes. */
export const arrivalActivity: Record<ProspectSource, ProspectActivityType> = {
  builder: "lead_captured",
  inquiry: "inquiry_received",
  import: "imported",
  staff: "created",
};
