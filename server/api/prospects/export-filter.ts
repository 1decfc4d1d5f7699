import { type ProspectStatus, prospectStatuses } from "@shared/prospects/prospect";
import { and, eq, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { containing } from "../../db/like";
import { prospectContacts, prospects } from "../../db/schema/prospects";

/**
 * The prospects list's filter as the export reads it from the list's query string. Lenient on
 * purpose: the list page passes its whole URL (sort, page and all), and a value the export
 * does not know must not turn a download into an error page.
 */
export const prospectExportQuerySchema = z.object({
  q: z.string().trim().max(100).optional().catch(undefined),
  status: z.string().optional().catch(undefined),
  owner: z.string().optional().catch(undefined),
  tag: z.string().trim().max(40).optional().catch(undefined),
  archived: z.string().optional().catch(undefined),
});
export type ProspectExportQuery = z.infer<typeof prospectExportQuerySchema>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** status=won or status=won,lost; unknown words are left out. */
function statusesOf(text: string | undefined): ProspectStatus[] {
  const words = (text ?? "").split(",").map((word) => word.trim());
  return prospectStatuses.filter((status) => words.includes(status));
}

/** Archived ones stay out unless asked for: archived=true (only them) or archived=all. */
function archivedCondition(archived: string | undefined): SQL | undefined {
  if (archived === "all" || archived === "include") return undefined;
  if (archived === "true" || archived === "1" || archived === "only") {
    return isNotNull(prospects.archivedAt);
  }
  return isNull(prospects.archivedAt);
}

export function prospectExportWhere(query: ProspectExportQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [archivedCondition(query.archived)];
  const statuses = statusesOf(query.status);
  if (statuses.length > 0) conditions.push(inArray(prospects.status, statuses));
  if (query.owner === "none") conditions.push(isNull(prospects.ownerUserId));
  else if (query.owner && UUID.test(query.owner)) {
    conditions.push(eq(prospects.ownerUserId, query.owner));
  }
  if (query.tag) conditions.push(sql`${query.tag.toLowerCase()} = any(${prospects.tags})`);
  if (query.q) {
    const pattern = containing(query.q);
    conditions.push(
      or(
        ilike(prospects.companyName, pattern),
        ilike(prospects.contactName, pattern),
        ilike(prospects.email, pattern),
        sql`exists (select 1 from ${prospectContacts} c where c.prospect_id = ${prospects.id}
          and (c.name ilike ${pattern} or c.email ilike ${pattern}))`,
      ),
    );
  }
  return and(...conditions);
}
