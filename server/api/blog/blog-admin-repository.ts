import type { BlogAdminQuery, BlogAutosaveState, ValidBlogUpdate } from "@shared/blog/blog-admin";
import type { BlogPostStatus } from "@shared/blog/blog-status";
import { postSlugOf as slugify } from "@shared/blog/slugify";
import { and, asc, count, desc, eq, like, lte, min, or, type SQL, sql } from "drizzle-orm";
import type { ContentCache } from "../../cache/content-cache";
import type { Database } from "../../db/client";
import { blogPosts, blogSlugRedirects } from "../../db/schema/blog";
import { HttpError } from "../../http/http-error";
import {
  assertPublishable,
  assertSlugFree,
  assertVersion,
  type BlogPostRow,
  claimingSlug,
  lockPost,
  toAdminDetail,
  toAdminItem,
} from "./blog-admin-rules";
import { filterConditions } from "./blog-post-filters";

const UNTITLED = "Untitled post";
const nextVersion = sql`${blogPosts.version} + 1`;

const sortColumns = {
  updatedAt: blogPosts.updatedAt,
  title: sql`lower(${blogPosts.title})`,
  publishedOn: blogPosts.publishedOn,
  status: blogPosts.status,
};

/** A status change: what it sets besides the status, and whether the public site changes. */
interface StatusChange {
  status: BlogPostStatus;
  publishAt?: Date;
}

/**
 * Staff reads and writes of blog posts (issue 14). `cache` is the public post cache: every
 * write that changes what the public site shows drops it, on every instance (decision 029).
 */
export function createBlogAdminRepository(db: Database, cache: ContentCache) {
  /**
   * Drops the public caches when the post was or is on the public site. A newly scheduled
   * post sends the change too: every instance's scheduler hears it and wakes at the new time.
   */
  async function changed(before: BlogPostRow, after: { status: BlogPostStatus }) {
    const statuses = [before.status, after.status];
    if (statuses.includes("published") || after.status === "scheduled") await cache.invalidate();
  }

  /** A slug from the title that no post has yet: "title", else "title-2", "title-3", ... */
  async function freeSlug(title: string): Promise<string> {
    const base = slugify(title) || "post";
    const taken = new Set(
      (
        await db
          .select({ slug: blogPosts.slug })
          .from(blogPosts)
          .where(or(eq(blogPosts.slug, base), like(blogPosts.slug, `${base}-%`)))
      ).map((row) => row.slug),
    );
    let slug = base;
    for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
    return slug;
  }

  async function setStatus(id: number, version: number, change: StatusChange) {
    const { before, after } = await db.transaction(async (tx) => {
      const before = await lockPost(tx, id);
      assertVersion(before, version);
      if (change.status === "published" || change.status === "scheduled") {
        assertPublishable(before);
      }
      const [after] = await tx
        .update(blogPosts)
        .set({ status: change.status, publishAt: change.publishAt ?? null, version: nextVersion })
        .where(eq(blogPosts.id, id))
        .returning();
      if (!after) throw new Error("The post was not written");
      return { before, after };
    });
    await changed(before, after);
    return { before: toAdminDetail(before), post: toAdminDetail(after) };
  }

  return {
    async list({ q, status, tag, sort, dir, limit, offset }: BlogAdminQuery) {
      const conditions: SQL[] = filterConditions({ tag, q });
      if (status) conditions.push(eq(blogPosts.status, status));
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const order = dir === "asc" ? asc : desc;
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(blogPosts)
          .where(where)
          .orderBy(order(sortColumns[sort]), desc(blogPosts.id))
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(blogPosts).where(where),
      ]);
      return { items: rows.map(toAdminItem), total: totals?.total ?? 0 };
    },

    /** Every tag name on any post, for the list's tag filter. */
    async tags(): Promise<string[]> {
      const rows = await db
        .selectDistinct({ name: sql<string>`t->>'name'` })
        .from(sql`${blogPosts}, jsonb_array_elements(${blogPosts.tags}) as t`)
        .orderBy(sql`1`);
      return rows.map((row) => row.name);
    },

    async get(id: number) {
      const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
      return row ? toAdminDetail(row) : null;
    },

    /** A new draft dated today, by the staff member who started it. */
    async create(title: string | undefined, authorName: string) {
      const name = title ?? UNTITLED;
      const [row] = await claimingSlug(async () =>
        db
          .insert(blogPosts)
          .values({
            slug: await freeSlug(name),
            title: name,
            excerpt: "",
            image: "",
            tags: [],
            authorName,
            authorTitle: "",
            authorAvatar: "",
            publishedOn: new Date().toISOString().slice(0, 10),
            status: "draft",
            content: { keyInsights: [], trends: [], metrics: [] },
          })
          .returning(),
      );
      if (!row) throw new Error("The post was not written");
      return toAdminDetail(row);
    },

    /**
     * Saves the editor's state made on `version` and clears the autosave. A post that has been
     * public keeps its old slug as a redirect to the new one.
     */
    async update(id: number, input: ValidBlogUpdate) {
      const { before, after } = await claimingSlug(() =>
        db.transaction(async (tx) => {
          const before = await lockPost(tx, id);
          assertVersion(before, input.version);
          await assertSlugFree(tx, input.slug, id);
          const { author } = input;
          const [after] = await tx
            .update(blogPosts)
            .set({
              title: input.title,
              slug: input.slug,
              excerpt: input.excerpt,
              image: input.image,
              imageAlt: input.imageAlt,
              tags: input.tags,
              authorName: author.name,
              authorTitle: author.title,
              authorAvatar: author.avatar,
              publishedOn: input.publishedOn,
              featured: input.featured,
              content: input.content,
              body: input.body,
              autosave: null,
              autosavedAt: null,
              version: nextVersion,
            })
            .where(eq(blogPosts.id, id))
            .returning();
          if (!after) throw new Error("The post was not written");
          if (before.slug !== after.slug) {
            // The new slug is the post's own again: its redirect would be dead weight.
            await tx.delete(blogSlugRedirects).where(eq(blogSlugRedirects.oldSlug, after.slug));
            if (before.status !== "draft") {
              await tx
                .insert(blogSlugRedirects)
                .values({ oldSlug: before.slug, postId: id })
                .onConflictDoUpdate({
                  target: blogSlugRedirects.oldSlug,
                  set: { postId: id, createdAt: new Date() },
                });
            }
          }
          return { before, after };
        }),
      );
      await changed(before, after);
      return { before: toAdminDetail(before), post: toAdminDetail(after) };
    },

    /** Keeps the editor's unsaved state beside the post; the live post does not change. */
    async autosave(id: number, version: number, state: BlogAutosaveState) {
      return db.transaction(async (tx) => {
        const before = await lockPost(tx, id);
        assertVersion(before, version);
        const [after] = await tx
          .update(blogPosts)
          .set({ autosave: state, autosavedAt: new Date(), updatedAt: before.updatedAt })
          .where(eq(blogPosts.id, id))
          .returning();
        if (!after) throw new Error("The post was not written");
        return toAdminDetail(after);
      });
    },

    publish: (id: number, version: number) => setStatus(id, version, { status: "published" }),

    schedule(id: number, version: number, publishAt: Date, now = new Date()) {
      if (publishAt.getTime() <= now.getTime()) {
        throw new HttpError(400, "Check the highlighted fields", {
          publishAt: "Choose a time in the future",
        });
      }
      return setStatus(id, version, { status: "scheduled", publishAt });
    },

    unpublish: (id: number, version: number) => setStatus(id, version, { status: "draft" }),

    archive: (id: number, version: number) => setStatus(id, version, { status: "archived" }),

    /**
     * Publishes every scheduled post whose time has come, in one UPDATE, so with several
     * instances each post is published once (issue 14). Answers the posts it published; the
     * scheduler announces the content change that drops every instance's caches.
     */
    publishDue(now: Date): Promise<{ id: number; title: string; slug: string }[]> {
      return db
        .update(blogPosts)
        .set({ status: "published", version: sql`${blogPosts.version} + 1` })
        .where(and(eq(blogPosts.status, "scheduled"), lte(blogPosts.publishAt, now)))
        .returning({ id: blogPosts.id, title: blogPosts.title, slug: blogPosts.slug });
    },

    /** When the next scheduled post is due, or null when none is scheduled. */
    async nextScheduledAt(): Promise<Date | null> {
      const [row] = await db
        .select({ next: min(blogPosts.publishAt) })
        .from(blogPosts)
        .where(eq(blogPosts.status, "scheduled"));
      return row?.next ?? null;
    },
  };
}

export type BlogAdminRepository = ReturnType<typeof createBlogAdminRepository>;
