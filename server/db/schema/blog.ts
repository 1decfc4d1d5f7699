import type { BlogContent, BlogTag } from "@shared/blog/blog-post";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { auditTimestamps } from "./columns";

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
    image: text("image").notNull(),
    tags: jsonb("tags").$type<BlogTag[]>().notNull(),
    authorName: text("author_name").notNull(),
    authorTitle: text("author_title").notNull(),
    authorAvatar: text("author_avatar").notNull(),
    publishedOn: date("published_on", { mode: "string" }).notNull(),
    featured: boolean("featured").notNull().default(false),
    published: boolean("published").notNull().default(false),
    content: jsonb("content").$type<BlogContent>().notNull(),
    ...auditTimestamps,
  },
  (table) => [
    uniqueIndex("blog_posts_slug_key").on(table.slug),
    index("blog_posts_published_on_idx").on(table.published, table.publishedOn),
  ],
);
