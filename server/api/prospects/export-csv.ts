import { type ProspectStatus, prospectStatusLabels } from "@shared/prospects/prospect";
import type { ProspectMatch } from "@shared/prospects/prospect-query";
import { asc, desc, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { users } from "../../db/schema/auth";
import { prospects } from "../../db/schema/prospects";
import { type CsvColumns, toCsv } from "../../http/csv";
import { prospectWhere } from "./prospect-queries";

/** Every prospect of the filter, newest first, with its owner and all its contacts. */
async function exportRows(db: Executor, query: ProspectMatch) {
  return db
    .select({
      id: prospects.id,
      companyName: prospects.companyName,
      domain: prospects.domain,
      status: prospects.status,
      owner: users.displayName,
      ownerUsername: users.username,
      tags: prospects.tags,
      source: prospects.source,
      companySize: prospects.companySize,
      contactName: prospects.contactName,
      email: prospects.email,
      phone: prospects.phone,
      contacts: sql<string | null>`(
        select string_agg(c.name || ' <' || c.email || '>', '; ' order by c.is_primary desc, c.id)
        from prospect_contacts c where c.prospect_id = ${prospects.id})`,
      createdAt: prospects.createdAt,
      updatedAt: prospects.updatedAt,
      archivedAt: prospects.archivedAt,
    })
    .from(prospects)
    .leftJoin(users, eq(users.id, prospects.ownerUserId))
    .where(prospectWhere(query))
    .orderBy(desc(prospects.createdAt), asc(prospects.id));
}

type Row = Awaited<ReturnType<typeof exportRows>>[number];

const columns: CsvColumns<Row> = [
  ["id", (row) => row.id],
  ["company", (row) => row.companyName],
  ["domain", (row) => row.domain],
  ["status", (row) => prospectStatusLabels[row.status as ProspectStatus] ?? row.status],
  ["owner", (row) => row.owner],
  ["owner username", (row) => row.ownerUsername],
  ["tags", (row) => row.tags.join("; ")],
  ["source", (row) => row.source],
  ["company size", (row) => row.companySize],
  ["primary contact", (row) => row.contactName],
  ["primary e-mail", (row) => row.email],
  ["primary phone", (row) => row.phone],
  ["contacts", (row) => row.contacts],
  ["created at", (row) => row.createdAt.toISOString()],
  ["updated at", (row) => row.updatedAt.toISOString()],
  ["archived at", (row) => row.archivedAt?.toISOString()],
];

/** The prospects of a filter as a spreadsheet (formula-safe, UTF-8 with a BOM). */
export async function prospectsCsv(db: Executor, query: ProspectMatch): Promise<string> {
  return toCsv(columns, await exportRows(db, query));
}
