import type { contactInputSchema } from "@shared/prospects/prospect-input";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Database, Transaction } from "../../db/client";
import { prospectContacts, prospects } from "../../db/schema/prospects";
import { HttpError } from "../../http/http-error";
import { type ActivityActor, recordActivity } from "./activity";
import {
  assertAddressFree,
  CONTACT_NOT_FOUND,
  claimingAddress,
  lockProspect,
  mirrorPrimary,
  PRIMARY_CONTACT_REMOVAL,
  type ProspectRow,
} from "./prospect-rules";

type ContactInput = z.output<typeof contactInputSchema>;
type ContactRow = typeof prospectContacts.$inferSelect;

/** The prospect (locked) and one of its contacts; 404 for a contact of another prospect. */
async function lockContact(tx: Transaction, prospectId: number, contactId: number) {
  const prospect = await lockProspect(tx, prospectId);
  const [contact] = await tx
    .select()
    .from(prospectContacts)
    .where(and(eq(prospectContacts.id, contactId), eq(prospectContacts.prospectId, prospectId)));
  if (!contact) throw new HttpError(404, CONTACT_NOT_FOUND);
  return { prospect, contact };
}

const touch = (tx: Transaction, id: number) =>
  tx.update(prospects).set({ updatedAt: new Date() }).where(eq(prospects.id, id));

export interface ContactChange {
  prospect: ProspectRow;
  contact: ContactRow;
}

/**
 * A prospect's contacts. The prospect row mirrors the primary contact, so every change to it
 * is copied there in the same transaction.
 */
export function createContactWrites(db: Database) {
  return {
    add(prospectId: number, input: ContactInput, actor: ActivityActor): Promise<ContactChange> {
      return db.transaction(async (tx) => {
        const prospect = await lockProspect(tx, prospectId);
        await assertAddressFree(tx, input.email);
        const [contact] = await claimingAddress(() =>
          tx
            .insert(prospectContacts)
            .values({ prospectId, ...input, isPrimary: false })
            .returning(),
        );
        if (!contact) throw new Error("The contact was not written");
        await touch(tx, prospectId);
        await recordActivity(tx, {
          prospectId,
          type: "contact_added",
          actor,
          data: { name: contact.name, email: contact.email },
        });
        return { prospect, contact };
      });
    },

    update(prospectId: number, contactId: number, input: ContactInput, actor: ActivityActor) {
      return db.transaction(async (tx): Promise<ContactChange> => {
        const { prospect, contact: before } = await lockContact(tx, prospectId, contactId);
        await assertAddressFree(tx, input.email, contactId);
        const [contact] = await claimingAddress(() =>
          tx
            .update(prospectContacts)
            .set(input)
            .where(eq(prospectContacts.id, contactId))
            .returning(),
        );
        if (!contact) throw new HttpError(404, CONTACT_NOT_FOUND);
        if (contact.isPrimary) await mirrorPrimary(tx, prospectId);
        else await touch(tx, prospectId);
        const changed = (["name", "email", "phone", "title"] as const).filter(
          (field) => before[field] !== contact[field],
        );
        if (changed.length > 0) {
          await recordActivity(tx, {
            prospectId,
            type: "contact_updated",
            actor,
            data: { name: contact.name, email: contact.email, changed },
          });
        }
        return { prospect, contact };
      });
    },

    /** Never the primary contact: staff make another one primary first (409). */
    remove(prospectId: number, contactId: number, actor: ActivityActor) {
      return db.transaction(async (tx): Promise<ContactChange> => {
        const { prospect, contact } = await lockContact(tx, prospectId, contactId);
        if (contact.isPrimary) throw new HttpError(409, PRIMARY_CONTACT_REMOVAL);
        await tx.delete(prospectContacts).where(eq(prospectContacts.id, contactId));
        await touch(tx, prospectId);
        await recordActivity(tx, {
          prospectId,
          type: "contact_removed",
          actor,
          data: { name: contact.name, email: contact.email },
        });
        return { prospect, contact };
      });
    },

    makePrimary(prospectId: number, contactId: number, actor: ActivityActor) {
      return db.transaction(async (tx): Promise<ContactChange> => {
        const { prospect, contact } = await lockContact(tx, prospectId, contactId);
        if (contact.isPrimary) return { prospect, contact };
        // The partial unique index allows one primary: the old one steps down first.
        await tx
          .update(prospectContacts)
          .set({ isPrimary: false })
          .where(
            and(eq(prospectContacts.prospectId, prospectId), eq(prospectContacts.isPrimary, true)),
          );
        await tx
          .update(prospectContacts)
          .set({ isPrimary: true })
          .where(eq(prospectContacts.id, contactId));
        await mirrorPrimary(tx, prospectId);
        await recordActivity(tx, {
          prospectId,
          type: "contact_updated",
          actor,
          data: { name: contact.name, email: contact.email, changed: ["primary"], primary: true },
        });
        return { prospect, contact: { ...contact, isPrimary: true } };
      });
    },
  };
}
