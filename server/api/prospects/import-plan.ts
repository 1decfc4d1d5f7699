import { companyDomainOf } from "@shared/prospects/email-domain";
import type { ProspectStatus } from "@shared/prospects/prospect";
import {
  checkRow,
  type ImportMapping,
  type ImportRow,
  type ImportRowResult,
  isBlankRow,
} from "@shared/prospects/prospect-import";

/** A valid row with its line in the file and its owner resolved to a user id. */
export interface CheckedRow extends ImportRow {
  line: number;
  email: string;
  ownerId: string | null;
}

/** What the database already holds for the file's addresses, domains and owners. */
export interface Lookups {
  contacts: Map<string, { contactId: number; prospectId: number; companyName: string }>;
  domains: Map<string, { prospectId: number; companyName: string }>;
  /** Lower-case username or display name -> user id (active users only). */
  owners: Map<string, string>;
}

/** Changes to one prospect: the fields rows set, the tags they add (first row wins). */
export interface ProspectChanges {
  status?: ProspectStatus;
  ownerId?: string;
  tags: Set<string>;
  added: number;
  updated: number;
}

export interface NewProspect extends ProspectChanges {
  first: CheckedRow;
  companyName: string;
  domain: string | null;
  contacts: CheckedRow[];
}

export interface ImportPlan {
  results: ImportRowResult[];
  created: NewProspect[];
  /** Rows that add a contact to a prospect already stored. */
  added: { row: CheckedRow; prospectId: number }[];
  updated: { row: CheckedRow; contactId: number }[];
  existing: Map<number, ProspectChanges>;
}

/** The file's rows, validated; in-file repeats of an address are errors naming the first. */
export function checkRows(rows: readonly string[][], mapping: ImportMapping) {
  const results: ImportRowResult[] = [];
  const valid: (ImportRow & { line: number })[] = [];
  const firstLine = new Map<string, number>();
  rows.forEach((cells, index) => {
    const line = index + 2;
    if (isBlankRow(cells, mapping)) {
      results.push({ row: line, outcome: "skipped" });
      return;
    }
    const check = checkRow(cells, mapping);
    if (!check.ok) {
      results.push({ row: line, outcome: "error", errors: check.errors });
      return;
    }
    const key = check.row.email.toLowerCase();
    const seen = firstLine.get(key);
    if (seen !== undefined) {
      const errors = { email: `The same address is on row ${seen}` };
      results.push({ row: line, outcome: "error", email: check.row.email, errors });
      return;
    }
    firstLine.set(key, line);
    valid.push({ ...check.row, line });
  });
  return { results, valid };
}

function merge(changes: ProspectChanges, row: CheckedRow, tag: string) {
  changes.status ??= row.status;
  changes.ownerId ??= row.ownerId ?? undefined;
  for (const item of [...row.tags, tag]) changes.tags.add(item);
}

/** A contact needs a name: the address's local part stands in for a missing one. */
export const nameOf = (row: ImportRow) => row.name || row.email.slice(0, row.email.indexOf("@"));

/**
 * Decides every row against what is stored, as landProspect would one by one: the contact
 * with that address, else the prospect of its company domain (stored, or new earlier in
 * this file), else a new prospect. Nothing is written here.
 */
export function planImport(
  valid: readonly (ImportRow & { line: number })[],
  lookups: Lookups,
  tag: string,
  results: ImportRowResult[],
): ImportPlan {
  const plan: ImportPlan = { results, created: [], added: [], updated: [], existing: new Map() };
  const newByDomain = new Map<string, NewProspect>();
  const changesOf = (prospectId: number) => {
    let changes = plan.existing.get(prospectId);
    if (!changes) {
      changes = { tags: new Set(), added: 0, updated: 0 };
      plan.existing.set(prospectId, changes);
    }
    return changes;
  };
  for (const input of valid) {
    const ownerId = input.owner ? (lookups.owners.get(input.owner.toLowerCase()) ?? null) : null;
    if (input.owner && !ownerId) {
      const errors = { owner: "No active user has this username or name" };
      results.push({ row: input.line, outcome: "error", email: input.email, errors });
      continue;
    }
    const row: CheckedRow = { ...input, ownerId };
    const report = (outcome: ImportRowResult["outcome"], company: string) =>
      results.push({ row: row.line, outcome, email: row.email, company });
    const contact = lookups.contacts.get(row.email.toLowerCase());
    if (contact) {
      plan.updated.push({ row, contactId: contact.contactId });
      const changes = changesOf(contact.prospectId);
      merge(changes, row, tag);
      changes.updated += 1;
      report("update_contact", contact.companyName);
      continue;
    }
    const domain = companyDomainOf(row.email);
    const stored = domain ? lookups.domains.get(domain) : undefined;
    if (stored) {
      plan.added.push({ row, prospectId: stored.prospectId });
      const changes = changesOf(stored.prospectId);
      merge(changes, row, tag);
      changes.added += 1;
      report("new_contact", stored.companyName);
      continue;
    }
    const planned = domain ? newByDomain.get(domain) : undefined;
    if (planned) {
      planned.contacts.push(row);
      merge(planned, row, tag);
      planned.added += 1;
      report("new_contact", planned.companyName);
      continue;
    }
    const created: NewProspect = {
      first: row,
      companyName: row.company || domain || `${nameOf(row)} (individual)`,
      domain,
      contacts: [row],
      tags: new Set(),
      added: 1,
      updated: 0,
    };
    merge(created, row, tag);
    plan.created.push(created);
    if (domain) newByDomain.set(domain, created);
    report("new_prospect", created.companyName);
  }
  results.sort((a, b) => a.row - b.row);
  return plan;
}
