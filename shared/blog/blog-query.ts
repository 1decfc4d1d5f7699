/**
 * The blog list's filter and paging rules without zod, so pages can use them without
 * bundling the schema library (see decision 010). The API's strict schema is in blog-list.ts.
 */

import { PAGE_PARAM_MAX, pageParam } from "../api/page-param";

export const BLOG_TAG_MAX = 40;
export const BLOG_QUERY_MAX = 100;
/** Deeper pages than this are refused; it keeps the offset a small number. */
export const BLOG_PAGE_MAX = PAGE_PARAM_MAX;
/** Seed 000 §2: a post without tags shows (and is filed under) 'Technology'. */
export const FALLBACK_TAG_NAME = "Technology";
/** Search words beyond this many are ignored, so a pasted paragraph stays cheap. */
export const SEARCH_TERMS_MAX = 8;

/** What narrows the list: one tag (case-insensitive) and search words (all must match). */
export interface BlogFilter {
  tag?: string;
  q?: string;
}

/** A tag and how many published posts carry it (the /blog filter chips). */
export interface BlogTagCount {
  name: string;
  count: number;
}

/** The /blog page's state in its URL. */
export interface BlogPageQuery extends BlogFilter {
  page: number;
}

/** Reads the /blog URL leniently: a bad value is ignored, never an error page. */
export function parseBlogPageQuery(params: URLSearchParams): BlogPageQuery {
  const tag = params.get("tag")?.trim().slice(0, BLOG_TAG_MAX);
  const q = params.get("q")?.trim().slice(0, BLOG_QUERY_MAX);
  return {
    page: pageParam(params),
    ...(tag ? { tag } : {}),
    ...(q ? { q } : {}),
  };
}

/** The query string of a /blog page; the first page and empty filters are left out. */
export function blogPageSearch({ page, tag, q }: BlogPageQuery): string {
  const params = new URLSearchParams();
  if (tag) params.set("tag", tag);
  if (q) params.set("q", q);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** The words of a search, each of which a post must contain. */
export function searchTerms(q: string | undefined): string[] {
  return (q ?? "").split(/\s+/).filter(Boolean).slice(0, SEARCH_TERMS_MAX);
}
