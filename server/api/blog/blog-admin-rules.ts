import type { FieldErrors } from "@shared/api/envelope";
import {
  BLOG_EDIT_CONFLICT,
  BLOG_POST_NOT_FOUND,
  type BlogAdminDetail,
  type BlogAdminItem,
  readAutosaveState,
  SLUG_TAKEN,
} from "@shared/blog/blog-admin";
import { and, eq, ne } from "drizzle-orm";
import type { Executor, Transaction } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { blogPosts } from "../../db/schema/blog";
import { HttpError } from "../../http/http-error";

export type BlogPostRow = typeof blogPosts.$inferSelect;

/** The post row, locked until the transaction ends; 404 when there is none. */
export async function lockPost(tx: Transaction, id: number): Promise<BlogPostRow> {
  const [row] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for("update");
  if (!row) throw new HttpError(404, BLOG_POST_NOT_FOUND);
  return row;
}

/** 409 unless the editor saw the current version. */
export function assertVersion(row: BlogPostRow, version: number): void {
  if (row.version !== version) throw new HttpError(409, BLOG_EDIT_CONFLICT);
}

const slugTaken = () => new HttpError(400, "Check the highlighted fields", { slug: SLUG_TAKEN });

/** 400 naming the slug when another post has it already. */
export async function assertSlugFree(executor: Executor, slug: string, id: number): Promise<void> {
  const [other] = await executor
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), ne(blogPosts.id, id)));
  if (other) throw slugTaken();
}

/** A write racing another for the same slug loses on the unique index: the same 400. */
export async function claimingSlug<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
}

/**
 * What a post needs before the public may see it (publish now or schedule): the editor lets
 * a draft stay incomplete, the public page does not.
 */
export function assertPublishable(row: BlogPostRow): void {
  const errors: FieldErrors = {};
  if (!row.excerpt.trim()) errors.excerpt = "Enter the excerpt before publishing";
  if (!row.image.trim()) errors.image = "Add a cover image before publishing";
  else if (!row.imageAlt.trim()) errors.imageAlt = "Describe the cover image before publishing";
  if (!row.authorName.trim()) errors["author.name"] = "Enter the author's name before publishing";
  if (Object.keys(errors).length > 0) {
    throw new HttpError(400, "Complete the post before publishing it", errors);
  }
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toAdminItem(row: BlogPostRow): BlogAdminItem {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    status: row.status,
    tags: row.tags,
    authorName: row.authorName,
    publishedOn: row.publishedOn,
    publishAt: iso(row.publishAt),
    featured: row.featured,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toAdminDetail(row: BlogPostRow): BlogAdminDetail {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    image: row.image,
    imageAlt: row.imageAlt,
    tags: row.tags,
    author: { name: row.authorName, title: row.authorTitle, avatar: row.authorAvatar },
    publishedOn: row.publishedOn,
    featured: row.featured,
    content: row.content,
    body: row.body,
    status: row.status,
    publishAt: iso(row.publishAt),
    version: row.version,
    autosave: readAutosaveState(row.autosave),
    autosavedAt: iso(row.autosavedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
