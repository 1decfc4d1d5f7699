import { z } from "zod";
import { opportunityStages } from "./stages";

export const opportunitySorts = [
  "updated",
  "name",
  "company",
  "stage",
  "monthly",
  "setup",
  "close",
  "age",
] as const;
export type OpportunitySort = (typeof opportunitySorts)[number];
export const OPPORTUNITY_PAGE_SIZE = 25;
export const OPPORTUNITY_PAGE_MAX = 100;
export const opportunityViews = ["board", "table", "forecast"] as const;
export type OpportunityView = (typeof opportunityViews)[number];

const bool = z
  .enum(["true", "false"], { error: "Use true or false" })
  .transform((value) => value === "true");

/** The filters every view shares (list, board, forecast, CSV). */
export const opportunityFilterSchema = z.object({
  q: z.string().trim().max(100, "Use at most 100 characters").optional(),
  stage: z.enum(opportunityStages, { error: "Unknown stage" }).optional(),
  owner: z
    .union([z.literal("none"), z.uuid()], { error: "Use a staff member's id or none" })
    .optional(),
  prospectId: z.coerce
    .number({ error: "Use a prospect id" })
    .int("Use a prospect id")
    .min(1, "Use a prospect id")
    .max(2_147_483_647, "Use a prospect id")
    .optional(),
  archived: bool.default(false),
});
export type OpportunityFilter = z.output<typeof opportunityFilterSchema>;

/** GET /api/opportunities?limit=&offset= (seed 001 §7 paging) with sort. */
export const opportunityListQuerySchema = opportunityFilterSchema.extend({
  sort: z.enum(opportunitySorts, { error: "Unknown sort" }).default("updated"),
  dir: z.enum(["asc", "desc"], { error: "Use asc or desc" }).default("desc"),
  limit: z.coerce
    .number({ error: `Use a page size from 1 to ${OPPORTUNITY_PAGE_MAX}` })
    .int(`Use a page size from 1 to ${OPPORTUNITY_PAGE_MAX}`)
    .min(1, `Use a page size from 1 to ${OPPORTUNITY_PAGE_MAX}`)
    .max(OPPORTUNITY_PAGE_MAX, `Use a page size from 1 to ${OPPORTUNITY_PAGE_MAX}`)
    .default(OPPORTUNITY_PAGE_SIZE),
  offset: z.coerce
    .number({ error: "Use a whole offset from 0" })
    .int("Use a whole offset from 0")
    .min(0, "Use a whole offset from 0")
    .default(0),
});
export type OpportunityListQuery = z.output<typeof opportunityListQuerySchema>;

/** The page's state from its URL: lenient, a bad value falls back to the default. */
export function parseOpportunityPage(params: URLSearchParams) {
  const pick = <T extends string>(values: readonly T[], value: string | null, fallback: T) =>
    values.includes(value as T) ? (value as T) : fallback;
  const owner = params.get("owner");
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  return {
    view: pick(opportunityViews, params.get("view"), "board"),
    q: params.get("q")?.trim().slice(0, 100) || undefined,
    owner: owner === "none" || (owner && z.uuid().safeParse(owner).success) ? owner : undefined,
    sort: pick(opportunitySorts, params.get("sort"), "updated"),
    dir: pick(["asc", "desc"] as const, params.get("dir"), "desc"),
    page: Number.isSafeInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}
export type OpportunityPage = ReturnType<typeof parseOpportunityPage>;

/** The filter part of the page as query parameters (API calls, CSV link). */
export function filterParams(page: Pick<OpportunityPage, "q" | "owner">) {
  const params = new URLSearchParams();
  if (page.q) params.set("q", page.q);
  if (page.owner) params.set("owner", page.owner);
  return params;
}

export const boardColumnSchema = z.object({
  stage: z.enum(opportunityStages),
  count: z.number().int(),
  monthly: z.number().describe("US dollars: the column's monthly value"),
  setup: z.number().describe("US dollars: the column's set-up value"),
});

export const forecastMonthSchema = z.object({
  month: z.string().describe("YYYY-MM of the expected close"),
  count: z.number().int(),
  weighted: z.number().describe("US dollars: first-year value x stage probability"),
  unweighted: z.number().describe("US dollars: first-year value (12 x monthly + set-up)"),
});
export type ForecastMonth = z.output<typeof forecastMonthSchema>;
