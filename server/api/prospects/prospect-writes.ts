import { companyDomainOf } from "@shared/prospects/email-domain";
import type { ProspectStatus } from "@shared/prospects/prospect";
import type { ValidProspectCreate, ValidProspectUpdate } from "@shared/prospects/prospect-input";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { prospectActivities, prospectContacts, prospects } from "../../db/schema/prospects";
import { type ActivityActor, recordActivity } from "./activity";
import {
  assertAddressFree,
  assertOwner,
  assertVersion,
  claimingAddress,
  lockProspect,
  ownerName,
  type ProspectRow,
} from "./prospect-rules";

const nextVersion = sql`${prospects.version} + 1`;
const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The detail fields an edit changed, by name (status and owner have entries of their own). */
function changedDetails(before: ProspectRow, input: ValidProspectUpdate): string[] {
  const changed: string[] = [];
  if (before.companyName !== input.companyName) changed.push("companyName");
  if (input.companySize !== undefined && before.companySize !== input.companySize)
    changed.push("companySize");
  if (!sameJson([...before.tags].sort(), [...input.tags].sort())) changed.push("tags");
  if (input.metadata !== undefined && !sameJson(before.metadata, input.metadata))
    changed.push("metadata");
  return changed;
}

/** Staff writes on prospects; each writes its timeline entries in its own transaction. */
export function createProspectWrites(db: Database) {
  return {
    create(input: ValidProspectCreate, actor: ActivityActor): Promise<number> {
      return db.transaction(async (tx) => {
        await assertAddressFree(tx, input.email);
        await assertOwner(tx, input.ownerUserId);
        return claimingAddress(async () => {
          const [prospect] = await tx
            .insert(prospects)
            .values({
              companyName: input.companyName,
              contactName: input.contactName,
              email: input.email,
              phone: input.phone,
              status: input.status,
              ownerUserId: input.ownerUserId,
              tags: input.tags,
              domain: companyDomainOf(input.email),
              source: "staff",
            })
            .returning({ id: prospects.id });
          if (!prospect) throw new Error("The prospect was not written");
          await tx.insert(prospectContacts).values({
            prospectId: prospect.id,
            name: input.contactName,
            email: input.email,
            phone: input.phone,
            title: input.title,
            isPrimary: true,
          });
          await recordActivity(tx, {
            prospectId: prospect.id,
            type: "created",
            actor,
            data: { source: "staff" },
          });
          return prospect.id;
        });
      });
    },

    /** Saves an edit made on `version`; 409 when someone saved since, and nothing changes. */
    update(id: number, input: ValidProspectUpdate, actor: ActivityActor) {
      return db.transaction(async (tx) => {
        const before = await lockProspect(tx, id);
        assertVersion(before, input.version);
        if (before.ownerUserId !== input.ownerUserId) await assertOwner(tx, input.ownerUserId);
        const changed = changedDetails(before, input);
        await tx
          .update(prospects)
          .set({
            companyName: input.companyName,
            ...(input.companySize !== undefined ? { companySize: input.companySize } : {}),
            status: input.status,
            ownerUserId: input.ownerUserId,
            tags: input.tags,
            ...(input.metadata !== undefined ? { metadata: input.metadata } : {}),
            version: nextVersion,
          })
          .where(eq(prospects.id, id));
        if (before.status !== input.status) {
          await recordActivity(tx, {
            prospectId: id,
            type: "status_changed",
            actor,
            data: { from: before.status, to: input.status },
          });
        }
        if (before.ownerUserId !== input.ownerUserId) {
          await recordActivity(tx, {
            prospectId: id,
            type: "owner_changed",
            actor,
            data: {
              from: await ownerName(tx, before.ownerUserId),
              to: await ownerName(tx, input.ownerUserId),
            },
          });
        }
        if (changed.length > 0) {
          await recordActivity(tx, {
            prospectId: id,
            type: "details_updated",
            actor,
            data: {
              changed,
              ...(changed.includes("companyName")
                ? { from: before.companyName, to: input.companyName }
                : {}),
            },
          });
        }
        return { before, changed };
      });
    },

    /** Sets one status on many prospects; those already there are left alone. */
    bulkStatus(ids: number[], status: ProspectStatus, actor: ActivityActor) {
      return db.transaction(async (tx) => {
        const rows = await tx
          .select({
            id: prospects.id,
            status: prospects.status,
            companyName: prospects.companyName,
          })
          .from(prospects)
          .where(and(inArray(prospects.id, ids), ne(prospects.status, status)))
          .for("update");
        if (rows.length === 0) return [];
        await tx
          .update(prospects)
          .set({ status, version: nextVersion })
          .where(
            inArray(
              prospects.id,
              rows.map((row) => row.id),
            ),
          );
        await tx.insert(prospectActivities).values(
          rows.map((row) => ({
            prospectId: row.id,
            type: "status_changed",
            actorUserId: actor.id,
            actorName: actor.name,
            data: { from: row.status, to: status, bulk: true },
          })),
        );
        return rows;
      });
    },

    /** Archives or restores; doing it twice changes nothing (null then). */
    setArchived(id: number, archived: boolean, actor: ActivityActor) {
      return db.transaction(async (tx) => {
        const before = await lockProspect(tx, id);
        if ((before.archivedAt !== null) === archived) return null;
        await tx
          .update(prospects)
          .set({ archivedAt: archived ? new Date() : null, version: nextVersion })
          .where(eq(prospects.id, id));
        await recordActivity(tx, {
          prospectId: id,
          type: archived ? "archived" : "restored",
          actor,
          data: {},
        });
        return before;
      });
    },

    addNote(id: number, body: string, actor: ActivityActor) {
      return db.transaction(async (tx) => {
        const prospect = await lockProspect(tx, id);
        await recordActivity(tx, { prospectId: id, type: "note_added", actor, data: { body } });
        await tx.update(prospects).set({ updatedAt: new Date() }).where(eq(prospects.id, id));
        return prospect;
      });
    },
  };
}
