import { prospectStatuses } from "@shared/prospects/prospect";
import type { ProspectItem } from "@shared/prospects/prospect-item";
import type {
  ProspectFilter,
  ProspectMatch,
  ProspectQuery,
  ProspectSort,
} from "@shared/prospects/prospect-query";
import { NO_OWNER } from "@shared/prospects/prospect-query";
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  isNotNull,
  isNull,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type { Executor } from "../../db/client";
import { createdWithin } from "../../db/created-range";
import { containing } from "../../db/like";
import { users } from "../../db/schema/auth";
import { configurations } from "../../db/schema/configurations";
import { prospectContacts, prospects } from "../../db/schema/prospects";
import { byText } from "../catalog/catalog-filters";

/** The list row: the prospect, its owner, and counts taken in the same query (no N+1). */
export const itemSelection = {
  prospect: prospects,
  owner: { id: users.id, displayName: users.displayName },
  contactCount: sql<number>`(select count(*)::int from ${prospectContacts} where ${prospectContacts.prospectId} = ${prospects.id})`,
  quoteCount: sql<number>`(select count(*)::int from ${configurations} where ${configurations.prospectId} = ${prospects.id})`,
  latestQuoteStatus: sql<
    string | null
  >`(select case when c.status in ('shared', 'viewed') and c.expires_at <= now() then 'expired' else c.status end from ${configurations} c where c.prospect_id = ${prospects.id} order by c.last_activity_at desc limit 1)`,
};

type ItemRow = {
  prospect: typeof prospects.$inferSelect;
  owner: { id: string; displayName: string } | null;
  contactCount: number;
  quoteCount: number;
  latestQuoteStatus: string | null;
};

export function toItem(row: ItemRow): ProspectItem {
  const { prospect, owner } = row;
  // Written only through validated input and checked constraints.
  return {
    id: prospect.id,
    companyName: prospect.companyName,
    contactName: prospect.contactName,
    email: prospect.email,
    phone: prospect.phone,
    companySize: prospect.companySize as ProspectItem["companySize"],
    status: prospect.status as ProspectItem["status"],
    createdAt: prospect.createdAt.toISOString(),
    updatedAt: prospect.updatedAt.toISOString(),
    metadata: prospect.metadata,
    owner: owner?.id ? owner : null,
    tags: prospect.tags,
    source: prospect.source as ProspectItem["source"],
    domain: prospect.domain,
    archived: prospect.archivedAt !== null,
    version: prospect.version,
    contactCount: row.contactCount,
    quoteCount: row.quoteCount,
    latestQuoteStatus: row.latestQuoteStatus as ProspectItem["latestQuoteStatus"],
  };
}

export function prospectWhere(filter: ProspectMatch): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    filter.archived === "true" ? isNotNull(prospects.archivedAt) : isNull(prospects.archivedAt),
  ];
  if (filter.status) conditions.push(eq(prospects.status, filter.status));
  if (filter.owner === NO_OWNER) conditions.push(isNull(prospects.ownerUserId));
  else if (filter.owner) conditions.push(eq(prospects.ownerUserId, filter.owner));
  if (filter.tag) conditions.push(sql`${filter.tag} = any(${prospects.tags})`);
  conditions.push(...createdWithin(prospects.createdAt, filter));
  if (filter.q) {
    const pattern = containing(filter.q);
    conditions.push(
      or(
        ilike(prospects.companyName, pattern),
        sql`exists (select 1 from ${prospectContacts} where ${prospectContacts.prospectId} = ${prospects.id} and (${prospectContacts.name} ilike ${pattern} or ${prospectContacts.email} ilike ${pattern}))`,
      ),
    );
  }
  return and(...conditions);
}

/** The pipeline's order, not the alphabet's; the statuses are our own constants. */
const statusRank = sql`array_position(array[${sql.raw(
  prospectStatuses.map((status) => `'${status}'`).join(", "),
)}]::text[], ${prospects.status})`;

const sortKeys: Record<ProspectSort, SQL[]> = {
  company: [byText(prospects.companyName)],
  status: [statusRank, byText(prospects.companyName)],
  owner: [byText(users.displayName), byText(prospects.companyName)],
  createdAt: [sql`${prospects.createdAt}`],
  updatedAt: [sql`${prospects.updatedAt}`],
};

function prospectOrder({ sort, dir }: ProspectFilter): SQL[] {
  const direction = dir === "desc" ? desc : asc;
  // Prospects nobody owns come last in either direction.
  const unowned = sort === "owner" ? [asc(sql`${users.id} is null`)] : [];
  return [...unowned, ...sortKeys[sort].map((key) => direction(key)), asc(prospects.id)];
}

export function selectItems(db: Executor) {
  return db
    .select(itemSelection)
    .from(prospects)
    .leftJoin(users, eq(users.id, prospects.ownerUserId))
    .$dynamic();
}

/** One page of the staff list and the number of matches. */
export async function listProspects(db: Executor, query: ProspectQuery) {
  const { limit, offset, ...filter } = query;
  const [rows, [total]] = await Promise.all([
    selectItems(db)
      .where(prospectWhere(filter))
      .orderBy(...prospectOrder(filter))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(prospects).where(prospectWhere(filter)),
  ]);
  return { items: rows.map(toItem), total: total?.value ?? 0 };
}

export async function prospectItem(db: Executor, id: number): Promise<ProspectItem | null> {
  const [row] = await selectItems(db).where(eq(prospects.id, id));
  return row ? toItem(row) : null;
}

/** Tags in use on prospects that are not archived, for the filter. */
export async function prospectTags(db: Executor): Promise<string[]> {
  const rows = await db
    .selectDistinct({ tag: sql<string>`unnest(${prospects.tags})` })
    .from(prospects)
    .where(isNull(prospects.archivedAt))
    .orderBy(sql`1`);
  return rows.map((row) => row.tag);
}
