import { z } from "zod";
import { createdRangeShape } from "../api/created-range";
import { PAGE_PARAM_MAX, pageParam } from "../api/page-param";
import { prospectStatuses } from "./prospect";

/** The staff prospect list (issue 13): search, filters, sort and a window (seed 001 §7). */
export const prospectSorts = ["company", "status", "owner", "createdAt", "updatedAt"] as const;
export type ProspectSort = (typeof prospectSorts)[number];
export const PROSPECTS_PAGE_SIZE = 20;
export const NO_OWNER = "none";
export const TAG_MAX = 40;

/** GET /api/prospects: strict, a bad value is a 400 naming the field. */
export const prospectQuerySchema = z.object({
  q: z.string().trim().max(100, "Use at most 100 characters").optional(),
  status: z.enum(prospectStatuses, { error: "Unknown status" }).optional(),
  owner: z.union([z.uuid(), z.literal(NO_OWNER)], { error: "Use a user id or none" }).optional(),
  tag: z.string().trim().max(TAG_MAX, `Use at most ${TAG_MAX} characters`).optional(),
  /** Archived prospects are listed only when asked for, and then only they. */
  archived: z.enum(["true", "false"], { error: "Use true or false" }).default("false"),
  ...createdRangeShape,
  sort: z.enum(prospectSorts, { error: "Unknown sort" }).default("updatedAt"),
  dir: z.enum(["asc", "desc"], { error: "Use asc or desc" }).default("desc"),
  limit: z.coerce.number().int().min(1).max(100).default(PROSPECTS_PAGE_SIZE),
  offset: z.coerce
    .number()
    .int()
    .min(0)
    .max(PAGE_PARAM_MAX * 100)
    .default(0),
});
export type ProspectQuery = z.output<typeof prospectQuerySchema>;
export type ProspectFilter = Omit<ProspectQuery, "limit" | "offset">;

const { q, status, owner, tag, archived, from, to, tz } = prospectQuerySchema.shape;

/**
 * GET /api/prospects/export.csv: the list's filter, lenient on purpose. The list page passes
 * its whole query string (sort, page and all), and a value the export cannot use must not turn
 * a download into an error page: it is left out.
 */
export const prospectExportQuerySchema = z.object({
  q: q.catch(undefined),
  status: status.catch(undefined),
  owner: owner.catch(undefined),
  tag: tag.catch(undefined),
  archived: archived.catch("false"),
  from: from.catch(undefined),
  to: to.catch(undefined),
  tz: tz.catch(undefined),
});
export type ProspectMatch = z.output<typeof prospectExportQuerySchema>;

/** The page's query from its URL (`page` instead of `offset`): a bad value is dropped. */
export function parseProspectQuery(params: URLSearchParams): ProspectQuery {
  const query: ProspectQuery = prospectQuerySchema.parse({});
  for (const key of [
    "q",
    "status",
    "owner",
    "tag",
    "archived",
    "from",
    "to",
    "tz",
    "sort",
    "dir",
  ] as const) {
    const value = params.get(key);
    if (!value) continue;
    const parsed = prospectQuerySchema.shape[key].safeParse(value);
    if (parsed.success) Object.assign(query, { [key]: parsed.data });
  }
  query.offset = (pageParam(params) - 1) * query.limit;
  return query;
}

/** The API query string of a filter: what the list, the export and the page URL share. */
export function prospectFilterParams(filter: Partial<ProspectFilter>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (value !== undefined && value !== "") params.set(key, String(value));
  }
  return params;
}
