import type { ActivityDataOf } from "@shared/prospects/activity-data";
import { sql } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { prospectActivities, prospectContacts, prospects } from "../../db/schema/prospects";
import { type ActivityActor, activityRow } from "./activity";
import type { CheckedRow, ImportPlan } from "./import-plan";
import { nameOf } from "./import-plan";

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters of one statement. */
const CHUNK = 1000;

function* chunks<T>(items: readonly T[]): Generator<T[]> {
  for (let start = 0; start < items.length; start += CHUNK) {
    yield items.slice(start, start + CHUNK);
  }
}

const arrayParam = <T>(values: T[], type: string) => sql`${sql.param(values)}::${sql.raw(type)}[]`;

const contactValues = (row: CheckedRow, prospectId: number, isPrimary: boolean) => ({
  prospectId,
  name: nameOf(row),
  email: row.email,
  phone: row.phone,
  title: row.title,
  isPrimary,
});

/** Stores the new prospects and returns their ids in plan order (by address, unique). */
async function insertProspects(tx: Transaction, plan: ImportPlan): Promise<number[]> {
  const ids = new Map<string, number>();
  for (const chunk of chunks(plan.created)) {
    const rows = await tx
      .insert(prospects)
      .values(
        chunk.map((prospect) => ({
          companyName: prospect.companyName,
          contactName: nameOf(prospect.first),
          email: prospect.first.email,
          phone: prospect.first.phone,
          domain: prospect.domain,
          source: "import",
          status: prospect.status ?? "new",
          ownerUserId: prospect.ownerId ?? null,
          tags: [...prospect.tags].sort(),
        })),
      )
      .returning({ id: prospects.id, email: prospects.email });
    for (const row of rows) ids.set(row.email.toLowerCase(), row.id);
  }
  return plan.created.map((prospect) => ids.get(prospect.first.email.toLowerCase()) ?? 0);
}

/** Fills what the file gives of contacts already stored; primary ones mirror onto the prospect. */
async function updateContacts(tx: Transaction, plan: ImportPlan) {
  if (plan.updated.length === 0) return;
  const ids = plan.updated.map((update) => update.contactId);
  const rows = plan.updated.map((update) => update.row);
  await tx.execute(sql`
    update prospect_contacts c set
      name = coalesce(nullif(v.name, ''), c.name),
      phone = coalesce(nullif(v.phone, ''), c.phone),
      title = coalesce(nullif(v.title, ''), c.title),
      updated_at = now()
    from unnest(${arrayParam(ids, "int")}, ${arrayParam(
      rows.map((row) => row.name),
      "text",
    )}, ${arrayParam(
      rows.map((row) => row.phone),
      "text",
    )}, ${arrayParam(
      rows.map((row) => row.title),
      "text",
    )}) as v(id, name, phone, title)
    where c.id = v.id`);
  await tx.execute(sql`
    update prospects p set contact_name = c.name, phone = c.phone
    from prospect_contacts c
    where c.prospect_id = p.id and c.is_primary and c.id = any(${arrayParam(ids, "int")})`);
}

/** Status, owner and tags the file sets on prospects already stored (a staff edit: version + 1). */
async function updateProspects(tx: Transaction, plan: ImportPlan) {
  const entries = [...plan.existing];
  if (entries.length === 0) return;
  const column = <T>(pick: (changes: (typeof entries)[number][1]) => T) =>
    entries.map(([, changes]) => pick(changes));
  await tx.execute(sql`
    update prospects p set
      status = coalesce(v.status, p.status),
      owner_user_id = coalesce(v.owner, p.owner_user_id),
      tags = array(
        select distinct tag from unnest(p.tags || string_to_array(v.tags, ${"\u001f"})) as tag
        order by tag),
      version = p.version + 1,
      updated_at = now()
    from unnest(${arrayParam(
      entries.map(([id]) => id),
      "int",
    )}, ${arrayParam(
      column((c) => c.status ?? null),
      "text",
    )}, ${arrayParam(
      column((c) => c.ownerId ?? null),
      "uuid",
    )}, ${arrayParam(
      column((c) => [...c.tags].join("\u001f")),
      "text",
    )}) as v(id, status, owner, tags)
    where p.id = v.id`);
}

/** Writes a plan: a handful of statements per thousand rows, all in the caller's transaction. */
export async function writeImport(
  tx: Transaction,
  plan: ImportPlan,
  actor: ActivityActor,
  tag: string,
) {
  const createdIds = await insertProspects(tx, plan);
  const contacts = [
    ...plan.created.flatMap((prospect, index) =>
      prospect.contacts.map((row, n) => contactValues(row, createdIds[index] ?? 0, n === 0)),
    ),
    ...plan.added.map(({ row, prospectId }) => contactValues(row, prospectId, false)),
  ];
  for (const chunk of chunks(contacts)) await tx.insert(prospectContacts).values(chunk);
  await updateContacts(tx, plan);
  await updateProspects(tx, plan);
  const activity = (prospectId: number, data: Omit<ActivityDataOf<"imported">, "tag">) =>
    activityRow({ prospectId, type: "imported", actor, data: { tag, ...data } });
  const activities = [
    ...plan.created.map((prospect, index) =>
      activity(createdIds[index] ?? 0, { created: true, contactsAdded: prospect.added }),
    ),
    ...[...plan.existing].map(([id, changes]) =>
      activity(id, {
        created: false,
        contactsAdded: changes.added,
        contactsUpdated: changes.updated,
      }),
    ),
  ];
  for (const chunk of chunks(activities)) await tx.insert(prospectActivities).values(chunk);
}
