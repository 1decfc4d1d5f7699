import {
  type BlogArticle,
  type BlogPost,
  type BlogPostSeed,
  blogArticleSchema,
  blogPostSchema,
} from "@shared/blog/blog-post";
import type { BlogFilter, BlogTagCount } from "@shared/blog/blog-query";
import { and, asc, count, desc, eq, type SQL } from "drizzle-orm";
import { type ContentCache, createContentCache } from "../../cache/content-cache";
import type { Database } from "../../db/client";
import { blogPosts, blogSlugRedirects } from "../../db/schema/blog";
import { hasAnyRow } from "../../db/seeded";
import { filterConditions, tagCounts } from "./blog-post-filters";
import { cloudArticles } from "./seed/cloud-articles";
import { complianceArticles } from "./seed/compliance-articles";
import { managedItArticles } from "./seed/managed-it-articles";
import { operationsPosts } from "./seed/operations-posts";
import { platformPosts } from "./seed/platform-posts";
import { securityArticles } from "./seed/security-articles";
import { strategyPosts } from "./seed/strategy-posts";

/** Seed 000 §3: the 13 posts of the landing page, ids 0-12. */
export const landingBlogPosts: BlogPostSeed[] = [
  ...strategyPosts,
  ...platformPosts,
  ...operationsPosts,
];

/** Seed 000 §3's second list: further articles of the blog, ids from 13, older than the above. */
export const blogArticles: BlogPostSeed[] = [
  ...securityArticles,
  ...complianceArticles,
  ...cloudArticles,
  ...managedItArticles,
].sort((a, b) => a.id - b.id);

export const demoBlogPosts: BlogPost[] = [...landingBlogPosts, ...blogArticles].map((post) =>
  blogPostSchema.parse(post),
);

const isPublished = eq(blogPosts.status, "published");

const postColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  image: blogPosts.image,
  imageAlt: blogPosts.imageAlt,
  tags: blogPosts.tags,
  authorName: blogPosts.authorName,
  authorTitle: blogPosts.authorTitle,
  authorAvatar: blogPosts.authorAvatar,
  publishedOn: blogPosts.publishedOn,
  featured: blogPosts.featured,
  content: blogPosts.content,
};

type PostRow = Pick<typeof blogPosts.$inferSelect, keyof typeof postColumns>;

/** JSONB is validated on read too: a bad row fails loudly instead of breaking a page. */
function toPost({ authorName, authorTitle, authorAvatar, ...row }: PostRow): BlogPost {
  return blogPostSchema.parse({
    ...row,
    author: { name: authorName, title: authorTitle, avatar: authorAvatar },
  });
}

function toRow(post: BlogPost, published: boolean) {
  const { author, ...rest } = blogPostSchema.parse(post);
  return {
    ...rest,
    authorName: author.name,
    authorTitle: author.title,
    authorAvatar: author.avatar,
    status: published ? ("published" as const) : ("draft" as const),
  };
}

export interface PostListOptions extends BlogFilter {
  limit: number;
  offset: number;
  /** Only featured (true) or only non-featured (false) posts; both when left out. */
  featured?: boolean;
}

/** Reads come from the content cache (every landing and blog page lists posts). */
export function createBlogPostRepository(db: Database, cache: ContentCache = createContentCache()) {
  return {
    /** Published posts, newest first. */
    listPublished: (options: PostListOptions) =>
      cache.get(`list:${JSON.stringify(options)}`, () => queryPublished(db, options)),

    /** Every tag of the published posts with its count, most used first. */
    listTags: (): Promise<BlogTagCount[]> => cache.get("tags", () => tagCounts(db)),

    /** Slug and date of every published post, newest first (the sitemap). */
    listPublishedSlugs: (): Promise<{ slug: string; publishedOn: string }[]> =>
      cache.get("slugs", () =>
        db
          .select({ slug: blogPosts.slug, publishedOn: blogPosts.publishedOn })
          .from(blogPosts)
          .where(isPublished)
          .orderBy(desc(blogPosts.publishedOn), asc(blogPosts.id)),
      ),

    findPublishedBySlug: (slug: string): Promise<BlogArticle | null> =>
      cache.get(`slug:${slug}`, async () => {
        const [row] = await db
          .select({ ...postColumns, body: blogPosts.body })
          .from(blogPosts)
          .where(and(eq(blogPosts.slug, slug), isPublished));
        if (!row) return null;
        const { body, ...post } = row;
        return blogArticleSchema.parse({ ...toPost(post), body });
      }),

    /** The current slug of the published post that once had `slug` (the 301 of a renamed post). */
    findRedirect: (slug: string): Promise<string | null> =>
      cache.get(`redirect:${slug}`, async () => {
        const [row] = await db
          .select({ slug: blogPosts.slug })
          .from(blogSlugRedirects)
          .innerJoin(blogPosts, eq(blogPosts.id, blogSlugRedirects.postId))
          .where(and(eq(blogSlugRedirects.oldSlug, slug), isPublished));
        return row?.slug ?? null;
      }),

    /** Stores a post as it is given (used by the seed and by tests). */
    async insert(post: BlogPost, { published }: { published: boolean }): Promise<void> {
      await db.insert(blogPosts).values(toRow(post, published));
      await cache.invalidate();
    },

    async seed(): Promise<void> {
      if (await hasAnyRow(db, blogPosts)) return;
      await db
        .insert(blogPosts)
        .values(demoBlogPosts.map((post) => toRow(post, true)))
        .onConflictDoNothing();
      await cache.invalidate();
    },
  };
}

async function queryPublished(db: Database, { limit, offset, featured, tag, q }: PostListOptions) {
  const conditions: SQL[] = [isPublished, ...filterConditions({ tag, q })];
  if (featured !== undefined) conditions.push(eq(blogPosts.featured, featured));
  const where = and(...conditions);
  const [rows, [totals]] = await Promise.all([
    db
      .select(postColumns)
      .from(blogPosts)
      .where(where)
      .orderBy(desc(blogPosts.publishedOn), asc(blogPosts.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(blogPosts).where(where),
  ]);
  return { items: rows.map(toPost), total: totals?.total ?? 0 };
}

export type BlogPostRepository = ReturnType<typeof createBlogPostRepository>;
