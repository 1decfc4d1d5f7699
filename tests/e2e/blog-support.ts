import { expect, type Page } from "@playwright/test";
import { BLOG_INDEX_PAGE_SIZE } from "../../app/features/blog/blog-index";
import { demoBlogPosts } from "../../server/api/blog/blog-post-repository";
import { gotoReady } from "./support";

/** The seeded posts as /blog lists them: newest first (ties by id). */
export const postsNewestFirst = [...demoBlogPosts].sort(
  (a, b) => b.publishedOn.localeCompare(a.publishedOn) || a.id - b.id,
);

export const PAGE_SIZE = BLOG_INDEX_PAGE_SIZE;
export const PAGES = Math.ceil(postsNewestFirst.length / PAGE_SIZE);

export function postBySlug(slug: string) {
  const post = demoBlogPosts.find((candidate) => candidate.slug === slug);
  if (!post) throw new Error(`no seeded post ${slug}`);
  return post;
}

export function titlesOfPage(page: number): string[] {
  return postsNewestFirst.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map((post) => post.title);
}

/** The card titles of the /blog grid, in order. */
export function cardTitles(page: Page) {
  return page.locator('[data-page="blog"] article h3');
}

export async function gotoBlog(page: Page, search = "") {
  const response = await gotoReady(page, `/blog${search}`);
  expect(response?.status()).toBe(200);
  return response;
}

export function resultsStatus(page: Page) {
  return page.locator('[data-page="blog"] p[role="status"]');
}
