import type { ArrivalChanges } from "@shared/prospects/arrival";
import { eq, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client";
import { prospectContacts, prospects } from "../../db/schema/prospects";
import { HttpError } from "../../http/http-error";
import { type ActivityActor, recordActivity } from "./activity";
import { arrivalById, changesOf, markArrivalApplied } from "./prospect-arrivals";
import {
  assertAddressFree,
  claimingAddress,
  lockProspect,
  mirrorPrimary,
  type ProspectRow,
} from "./prospect-rules";

export const ARRIVAL_NOT_FOUND = "These submitted details were not found";
export const ARRIVAL_APPLIED = "These details were applied already. Reload to see them.";

type ArrivalRow = NonNullable<Awaited<ReturnType<typeof arrivalById>>>;

/** The contact the arrival speaks for: the same address's row, else a new one. */
async function applyToContact(tx: Transaction, prospectId: number, arrival: ArrivalRow) {
  const [existing] = arrival.contactId
    ? await tx
        .select({ id: prospectContacts.id, isPrimary: prospectContacts.isPrimary })
        .from(prospectContacts)
        .where(eq(prospectContacts.id, arrival.contactId))
    : [];
  if (existing) {
    await tx
      .update(prospectContacts)
      .set({ name: arrival.contactName, ...(arrival.phone ? { phone: arrival.phone } : {}) })
      .where(eq(prospectContacts.id, existing.id));
    if (existing.isPrimary) await mirrorPrimary(tx, prospectId);
    return;
  }
  await assertAddressFree(tx, arrival.email);
  await claimingAddress(() =>
    tx.insert(prospectContacts).values({
      prospectId,
      name: arrival.contactName,
      email: arrival.email,
      phone: arrival.phone,
      isPrimary: false,
    }),
  );
}

/**
 * Staff apply what a visitor submitted (issue 32): the contact's name and phone (or a new
 * contact when only the domain matched) and the company's name and size. Once only: a second
 * apply is a 409.
 */
export function createArrivalWrites(db: Database) {
  return {
    apply(
      prospectId: number,
      arrivalId: number,
      actor: ActivityActor,
    ): Promise<{ prospect: ProspectRow; changes: ArrivalChanges }> {
      return db.transaction(async (tx) => {
        const prospect = await lockProspect(tx, prospectId);
        const arrival = await arrivalById(tx, prospectId, arrivalId);
        if (!arrival) throw new HttpError(404, ARRIVAL_NOT_FOUND);
        if (arrival.appliedAt || !(await markArrivalApplied(tx, arrivalId, actor.id))) {
          throw new HttpError(409, ARRIVAL_APPLIED);
        }
        const changes = await changesOf(tx, prospectId, arrival.contactId, {
          ...arrival,
          // Written only through validated input, so a stored size is one of the listed ones.
          companySize: arrival.companySize as ArrivalChanges["companySize"],
        });
        await applyToContact(tx, prospectId, arrival);
        await tx
          .update(prospects)
          .set({
            ...(changes.companyName ? { companyName: changes.companyName } : {}),
            ...(changes.companySize ? { companySize: changes.companySize } : {}),
            version: sql`${prospects.version} + 1`,
            updatedAt: new Date(),
          })
          .where(eq(prospects.id, prospectId));
        await recordActivity(tx, {
          prospectId,
          type: "details_applied",
          actor,
          data: { arrivalId, changes },
        });
        return { prospect, changes };
      });
    },
  };
}
