import type { Pagination } from "./envelope";

/**
 * A list answer's page window (seed 001 §3), apart from the envelope's schemas so that a page
 * can compute it without bundling zod (decision 010).
 */
export function paginationFor(page: number, limit: number, total: number): Pagination {
  return { page, limit, total, pages: Math.ceil(total / limit) };
}
