import { companyDomainOf } from "@shared/prospects/email-domain";
import type { ImportResult, ImportRow } from "@shared/prospects/prospect-import";
import { sql } from "drizzle-orm";
import type { Database, Executor } from "../../db/client";
import { rowsOf } from "../../db/rows";
import type { ActivityActor } from "./activity";
import { checkRows, type ImportPlan, type Lookups, planImport } from "./import-plan";
import { writeImport } from "./import-write";

/** One query per kind for the whole file: addresses, company domains, owners. */
async function lookUp(tx: Executor, valid: readonly ImportRow[]): Promise<Lookups> {
  const emails = [...new Set(valid.map((row) => row.email.toLowerCase()))];
  const domains = [
    ...new Set(valid.map((row) => companyDomainOf(row.email)).filter((d) => d !== null)),
  ];
  const owners = [...new Set(valid.map((row) => row.owner.toLowerCase()).filter(Boolean))];
  // One after another: inside a transaction they share one connection.
  const contacts = await tx.execute(sql`
      select lower(c.email) as email, c.id as contact_id, c.prospect_id, p.company_name
      from prospect_contacts c join prospects p on p.id = c.prospect_id
      where lower(c.email) = any(${sql.param(emails)}::text[])`);
  const byDomain = await tx.execute(sql`
      select distinct on (domain) domain, id as prospect_id, company_name
      from prospects
      where domain = any(${sql.param(domains)}::text[]) and archived_at is null
      order by domain, id`);
  const users = await tx.execute(sql`
      select id, username, lower(display_name) as display_name from users
      where is_active and (username = any(${sql.param(owners)}::text[])
        or lower(display_name) = any(${sql.param(owners)}::text[]))`);
  type Contact = { email: string; contact_id: number; prospect_id: number; company_name: string };
  type Domain = { domain: string; prospect_id: number; company_name: string };
  type User = { id: string; username: string; display_name: string };
  const ownerIds = new Map<string, string>();
  for (const user of rowsOf<User>(users)) {
    ownerIds.set(user.display_name, user.id);
    ownerIds.set(user.username, user.id);
  }
  return {
    contacts: new Map(
      rowsOf<Contact>(contacts).map((c) => [
        c.email,
        { contactId: c.contact_id, prospectId: c.prospect_id, companyName: c.company_name },
      ]),
    ),
    domains: new Map(
      rowsOf<Domain>(byDomain).map((d) => [
        d.domain,
        { prospectId: d.prospect_id, companyName: d.company_name },
      ]),
    ),
    owners: ownerIds,
  };
}

function countsOf(plan: ImportPlan, rows: number): ImportResult["counts"] {
  const count = (outcome: string) => plan.results.filter((r) => r.outcome === outcome).length;
  return {
    rows,
    newProspects: count("new_prospect"),
    newContacts: count("new_contact"),
    updatedContacts: count("update_contact"),
    errors: count("error"),
    skipped: count("skipped"),
  };
}

const UNIQUE_VIOLATION = "23505";
const MAX_ATTEMPTS = 3;

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause;
  return (error as { code?: string }).code === UNIQUE_VIOLATION || cause?.code === UNIQUE_VIOLATION;
}

/**
 * Imports (or, dry, only plans) the rows in one transaction: the look-ups and the writes are
 * a few statements for the whole file, not one landing per row. A contact or prospect that
 * arrived from elsewhere during the import breaks a unique index: the whole import is
 * planned and written again, so it still never duplicates.
 */
export async function importProspects(
  db: Database,
  input: { rows: string[][]; mapping: Record<string, number | undefined>; dryRun: boolean },
  actor: ActivityActor,
  tag: string,
): Promise<ImportResult> {
  const { results, valid } = checkRows(input.rows, input.mapping);
  const answer = (plan: ImportPlan) => ({
    dryRun: input.dryRun,
    tag,
    counts: countsOf(plan, input.rows.length),
    rows: plan.results,
  });
  if (input.dryRun) return answer(planImport(valid, await lookUp(db, valid), tag, results));
  for (let attempt = 1; ; attempt += 1) {
    try {
      return answer(
        await db.transaction(async (tx) => {
          const plan = planImport(valid, await lookUp(tx, valid), tag, [...results]);
          await writeImport(tx, plan, actor, tag);
          return plan;
        }),
      );
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}
