import type { BlogContent, BlogTag } from "@shared/blog/blog-post";
import { type BlogPostStatus, blogPostStatuses } from "@shared/blog/blog-status";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { auditTimestamps, sqlList } from "./columns";

/** Blog posts of the public site; staff manage them in /admin/blog. */
export const blogPosts = pgTable(
  "blog_posts",
  {
    // The demo posts keep the ids of seed 000 (0-12, later articles 13-45); staff-created
    // posts are numbered from 1000 so they never collide with seeded ones.
    id: integer("id").primaryKey().generatedByDefaultAsIdentity({ startWith: 1000 }),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    /** A shipped path (/images/...) or an upload (/media/{id}). */
    image: text("image").notNull(),
    imageAlt: text("image_alt").notNull().default(""),
    tags: jsonb("tags").$type<BlogTag[]>().notNull(),
    authorName: text("author_name").notNull(),
    authorTitle: text("author_title").notNull(),
    authorAvatar: text("author_avatar").notNull(),
    publishedOn: date("published_on", { mode: "string" }).notNull(),
    featured: boolean("featured").notNull().default(false),
    status: text("status").$type<BlogPostStatus>().notNull().default("draft"),
    /** When a scheduled post goes live; the scheduler publishes it then. */
    publishAt: timestamp("publish_at", { withTimezone: true }),
    content: jsonb("content").$type<BlogContent>().notNull(),
    /** The article's own text, Markdown (rendered without raw HTML). */
    body: text("body").notNull().default(""),
    /** Editor state saved automatically and not yet applied (a published post's pending edit). */
    autosave: jsonb("autosave").$type<Record<string, unknown>>(),
    autosavedAt: timestamp("autosaved_at", { withTimezone: true }),
    /** Counts staff saves: an edit based on an older version answers 409. */
    version: integer("version").notNull().default(1),
    ...auditTimestamps,
  },
  (table) => [
    uniqueIndex("blog_posts_slug_key").on(table.slug),
    index("blog_posts_status_published_on_idx").on(table.status, table.publishedOn),
    index("blog_posts_publish_at_idx")
      .on(table.publishAt)
      .where(sql`${table.status} = 'scheduled'`),
    check("blog_posts_status", sql`${table.status} in ${sqlList(blogPostStatuses)}`),
    check(
      "blog_posts_scheduled_has_time",
      sql`${table.status} <> 'scheduled' or ${table.publishAt} is not null`,
    ),
  ],
);

/** Slugs a post had before: the public page answers 301 to its current slug. */
export const blogSlugRedirects = pgTable("blog_slug_redirects", {
  oldSlug: text("old_slug").primaryKey(),
  postId: integer("post_id")
    .notNull()
    .references(() => blogPosts.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
