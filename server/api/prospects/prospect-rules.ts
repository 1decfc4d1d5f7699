import { companyDomainOf } from "@shared/prospects/email-domain";
import { and, eq, sql } from "drizzle-orm";
import type { Executor, Transaction } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { users } from "../../db/schema/auth";
import { prospectContacts, prospects } from "../../db/schema/prospects";
import { HttpError } from "../../http/http-error";

export const PROSPECT_NOT_FOUND = "Prospect not found";
export const CONTACT_NOT_FOUND = "Contact not found";
export const PROSPECT_EDIT_CONFLICT =
  "Someone else saved this prospect after you opened it. Reload to see their changes, then edit again.";
export const PRIMARY_CONTACT_REMOVAL =
  "This is the primary contact. Make another contact primary first, then remove this one.";

export type ProspectRow = typeof prospects.$inferSelect;

/** The prospect row, locked until the transaction ends; 404 when there is none. */
export async function lockProspect(tx: Transaction, id: number): Promise<ProspectRow> {
  const [row] = await tx.select().from(prospects).where(eq(prospects.id, id)).for("update");
  if (!row) throw new HttpError(404, PROSPECT_NOT_FOUND);
  return row;
}

/** 409 unless the editor saw the current version. */
export function assertVersion(row: ProspectRow, version: number): void {
  if (row.version !== version) throw new HttpError(409, PROSPECT_EDIT_CONFLICT);
}

function addressTaken(owner: string): HttpError {
  return new HttpError(400, "Check the highlighted fields", {
    email: `This address already belongs to a contact at ${owner}`,
  });
}

/** An address belongs to one contact in any case: 400 naming the company that has it. */
export async function assertAddressFree(
  executor: Executor,
  email: string,
  exceptContactId?: number,
): Promise<void> {
  const [taken] = await executor
    .select({ id: prospectContacts.id, companyName: prospects.companyName })
    .from(prospectContacts)
    .innerJoin(prospects, eq(prospects.id, prospectContacts.prospectId))
    .where(sql`lower(${prospectContacts.email}) = lower(${email})`);
  if (taken && taken.id !== exceptContactId) throw addressTaken(taken.companyName);
}

/**
 * Runs a write that may lose an address race: the unique index's answer reads as a 400.
 * The failed statement ended the transaction, so the company cannot be looked up any more.
 */
export async function claimingAddress<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw addressTaken("another company");
    throw error;
  }
}

/** The owner must be an active staff account. */
export async function assertOwner(executor: Executor, ownerUserId: string | null): Promise<void> {
  if (!ownerUserId) return;
  const [owner] = await executor
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, ownerUserId), eq(users.isActive, true)));
  if (!owner) {
    throw new HttpError(400, "Check the highlighted fields", {
      ownerUserId: "Choose an active staff member",
    });
  }
}

export async function ownerName(executor: Executor, ownerUserId: string | null) {
  if (!ownerUserId) return null;
  const [owner] = await executor
    .select({ id: users.id, name: users.displayName })
    .from(users)
    .where(eq(users.id, ownerUserId));
  return owner ?? null;
}

/** Copies the primary contact onto the prospect row, which mirrors it (seed 001 §3 fields). */
export async function mirrorPrimary(tx: Transaction, prospectId: number): Promise<void> {
  const [primary] = await tx
    .select()
    .from(prospectContacts)
    .where(and(eq(prospectContacts.prospectId, prospectId), eq(prospectContacts.isPrimary, true)));
  if (!primary) return;
  await tx
    .update(prospects)
    .set({
      contactName: primary.name,
      email: primary.email,
      phone: primary.phone,
      domain: companyDomainOf(primary.email),
    })
    .where(eq(prospects.id, prospectId));
}
