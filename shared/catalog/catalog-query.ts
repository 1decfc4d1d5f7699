import { z } from "zod";
import { PAGE_PARAM_MAX, pageParam } from "../api/page-param";

/** The staff catalogue list: search, filters, sort and page (API query and page URL). */
export const catalogStatuses = ["all", "visible", "hidden", "archived"] as const;
export type CatalogStatus = (typeof catalogStatuses)[number];
export const catalogSorts = ["name", "category", "price", "updated"] as const;
export type CatalogSort = (typeof catalogSorts)[number];
export const CATALOG_PAGE_SIZE = 20;

/** GET /api/admin/catalog: strict, a bad value is a 400. `status=all` leaves archived out. */
export const catalogQuerySchema = z.object({
  q: z.string().trim().max(100, "Use at most 100 characters").optional(),
  category: z.string().trim().max(60).optional(),
  status: z.enum(catalogStatuses, { error: "Unknown status" }).default("all"),
  sort: z.enum(catalogSorts, { error: "Unknown sort" }).default("name"),
  dir: z.enum(["asc", "desc"], { error: "Use asc or desc" }).default("asc"),
  page: z.coerce.number().int().min(1).max(PAGE_PARAM_MAX).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(CATALOG_PAGE_SIZE),
});
export type CatalogQuery = z.output<typeof catalogQuerySchema>;

/** The catalogue page's query from its URL: lenient, a bad value falls back to the default. */
export function parseCatalogQuery(params: URLSearchParams): CatalogQuery {
  const pick = <T extends string>(values: readonly T[], value: string | null, fallback: T) =>
    values.includes(value as T) ? (value as T) : fallback;
  return {
    q: params.get("q")?.trim().slice(0, 100) || undefined,
    category: params.get("category")?.trim().slice(0, 60) || undefined,
    status: pick(catalogStatuses, params.get("status"), "all"),
    sort: pick(catalogSorts, params.get("sort"), "name"),
    dir: pick(["asc", "desc"] as const, params.get("dir"), "asc"),
    page: pageParam(params),
    limit: CATALOG_PAGE_SIZE,
  };
}
