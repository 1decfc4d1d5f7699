import { blogPostSchema } from "@shared/blog/blog-post";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { blogPosts } from "../../db/schema/blog";
import { caseStudies } from "../../db/schema/case-studies";
import { seedDatabase } from "../../repositories";
import { blogArticles, demoBlogPosts, landingBlogPosts } from "./blog-post-repository";

type BlogPostLike = { tags: { name: string }[] };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TOTAL = demoBlogPosts.length;
type Listed = { id: number; slug: string; publishedOn: string };
const ids = (body: { data: Listed[] }) => body.data.map((post) => post.id);

async function list(query: string) {
  const res = await t.app.inject({ method: "GET", url: `/api/blog-posts?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe("demo posts (seed 000 §3)", () => {
  it("are the 13 landing posts with ids 0 to 12, then the articles from id 13 on", () => {
    expect(landingBlogPosts.map((post) => post.id)).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
    ]);
    expect(blogArticles.length).toBeGreaterThanOrEqual(12);
    expect(blogArticles.map((post) => post.id)).toEqual(
      Array.from({ length: blogArticles.length }, (_, i) => 13 + i),
    );
    expect(Math.max(...blogArticles.map((post) => post.id))).toBeLessThanOrEqual(45);
  });

  it("are each valid, with unique slugs and a cover image", () => {
    for (const post of demoBlogPosts) expect(() => blogPostSchema.parse(post)).not.toThrow();
    expect(new Set(demoBlogPosts.map((post) => post.slug)).size).toBe(TOTAL);
    for (const post of demoBlogPosts) expect(post.image).toBe(`/images/blog/${post.slug}.svg`);
  });

  it("keep the landing page's posts the newest, so its section is unchanged", () => {
    const oldestLanding = landingBlogPosts.map((post) => post.publishedOn).sort()[0] ?? "";
    for (const article of blogArticles) {
      expect(article.publishedOn < oldestLanding).toBe(true);
      expect(article.featured).toBe(false);
    }
  });
});

describe("GET /api/blog-posts", () => {
  it("answers the first page, newest first, with the pagination of seed 001 §3", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/blog-posts?limit=5" });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.pagination).toEqual({
      page: 1,
      limit: 5,
      total: TOTAL,
      pages: Math.ceil(TOTAL / 5),
    });
    expect(body.data.map((post: { id: number }) => post.id)).toEqual([0, 1, 2, 3, 4]);
    expect(body.data[0]).toMatchObject({
      slug: "api-first-strategy-for-the-composable-enterprise",
      publishedOn: "2025-06-12",
      featured: true,
      author: { name: "Daniel Reyes" },
    });
    expect(body.data[0].content.keyInsights.length).toBeGreaterThan(0);
  });

  it("answers later pages, newest first across pages, and an empty page past the end", async () => {
    const third = await list("page=3&limit=5");
    expect(ids(third)).toEqual([10, 11, 12, 13, 14]);
    const all = await list("limit=50");
    expect(all.data).toHaveLength(TOTAL);
    const dates = all.data.map((post: Listed) => post.publishedOn);
    expect(dates).toEqual([...dates].sort().reverse());
    const pages = Math.ceil(TOTAL / 5);
    const last = await list(`page=${pages}&limit=5`);
    expect(last.data).toHaveLength(TOTAL - (pages - 1) * 5);
    const past = await list(`page=${pages + 1}&limit=5`);
    expect(past.data).toEqual([]);
    expect(past.pagination).toEqual({ page: pages + 1, limit: 5, total: TOTAL, pages });
  });

  it("uses page 1 and 10 posts when no paging is given", async () => {
    const body = await list("");
    expect(body.pagination).toEqual({
      page: 1,
      limit: 10,
      total: TOTAL,
      pages: Math.ceil(TOTAL / 10),
    });
    expect(body.data).toHaveLength(10);
  });

  it("rejects bad paging with 400 and field messages", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/blog-posts?page=0&limit=500" });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      page: "Use a whole page number from 1",
      limit: "Use a page size from 1 to 50",
    });
  });

  it("leaves unpublished posts out", async () => {
    const draft = { ...demoBlogPosts[1], id: 500, slug: "draft-post", publishedOn: "2030-01-01" };
    await t.repositories.blogPosts.insert(blogPostSchema.parse(draft), { published: false });
    const body = (await t.app.inject({ method: "GET", url: "/api/blog-posts?limit=50" })).json();
    expect(body.pagination.total).toBe(TOTAL);
    expect(body.data.some((post: { slug: string }) => post.slug === "draft-post")).toBe(false);
    const single = await t.app.inject({ method: "GET", url: "/api/blog-posts/draft-post" });
    expect(single.statusCode).toBe(404);
  });
});

describe("GET /api/blog-posts?tag=&q=", () => {
  it("keeps the posts with a tag, in any case, paginated over the filtered total", async () => {
    const tagged = demoBlogPosts.filter((post) =>
      post.tags.some((tag) => tag.name === "Compliance"),
    );
    expect(tagged.length).toBeGreaterThan(2);
    const first = await list("tag=compliance&limit=2");
    expect(first.pagination).toEqual({
      page: 1,
      limit: 2,
      total: tagged.length,
      pages: Math.ceil(tagged.length / 2),
    });
    const all = await list("tag=COMPLIANCE&limit=50");
    expect(new Set(ids(all))).toEqual(new Set(tagged.map((post) => post.id)));
  });

  it("finds posts by words of the title, body, tags or author; every word must match", async () => {
    expect(ids(await list("q=ransomware"))).toContain(13);
    // A word that only appears in the body (a key insight) of post 15.
    expect(ids(await list("q=forwarding%20invoice"))).toEqual([15]);
    const byAuthor = await list("q=Aisha&limit=50");
    expect(byAuthor.data.length).toBeGreaterThan(0);
    for (const post of byAuthor.data) expect(post.author.name).toBe("Aisha Rahman");
    expect((await list("q=passkeys%20zzzunmatched")).data).toEqual([]);
  });

  it("combines tag and search, and treats an empty tag or search as no filter", async () => {
    const both = await list("tag=Identity&q=passkeys&limit=50");
    expect(both.data.length).toBeGreaterThan(0);
    for (const post of both.data as BlogPostLike[]) {
      expect(post.tags.map((tag) => tag.name)).toContain("Identity");
    }
    const empty = await list("tag=&q=%20%20");
    expect(empty.pagination.total).toBe(TOTAL);
  });

  it("matches % and _ literally and answers an empty page for an unknown tag", async () => {
    expect((await list("q=%25")).data.length).toBeGreaterThan(0); // '-58%' etc.
    expect((await list("q=_")).data).toEqual([]);
    const unknown = await list("tag=No%20such%20tag");
    expect(unknown.data).toEqual([]);
    expect(unknown.pagination).toEqual({ page: 1, limit: 10, total: 0, pages: 0 });
  });

  it("files a post without tags under 'Technology'", async () => {
    const untagged = { ...demoBlogPosts[0], id: 501, slug: "untagged-post", tags: [] };
    await t.repositories.blogPosts.insert(blogPostSchema.parse(untagged), { published: true });
    expect(ids(await list("tag=technology&limit=50"))).toContain(501);
    const tags = await t.repositories.blogPosts.listTags();
    expect(tags.find((tag) => tag.name === "Technology")?.count).toBeGreaterThanOrEqual(1);
    await t.db.delete(blogPosts).where(eq(blogPosts.id, 501));
  });

  it("rejects an over-long tag or search with 400 and field messages", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/blog-posts?tag=${"x".repeat(41)}&q=${"y".repeat(101)}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      errors: {
        tag: "Use a tag of at most 40 characters",
        q: "Use a search of at most 100 characters",
      },
    });
  });
});

describe("blog post repository", () => {
  it("counts tags over published posts, most used first", async () => {
    const tags = await t.repositories.blogPosts.listTags();
    const security = demoBlogPosts.filter((post) =>
      post.tags.some((tag) => tag.name === "Security"),
    ).length;
    expect(tags[0]).toEqual({ name: "Security", count: security });
    const counts = tags.map((tag) => tag.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it("lists the slug and date of every published post for the sitemap", async () => {
    const slugs = await t.repositories.blogPosts.listPublishedSlugs();
    expect(slugs).toHaveLength(TOTAL);
    expect(slugs[0]).toEqual({
      slug: "api-first-strategy-for-the-composable-enterprise",
      publishedOn: "2025-06-12",
    });
  });
});

describe("GET /api/blog-posts/{slug}", () => {
  it("answers one published post", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/blog-posts/zero-trust-architecture-a-practical-roadmap",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: 2, tags: expect.any(Array) });
  });

  it("answers 404 with the envelope for an unknown slug", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/blog-posts/no-such-post" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, message: "Blog post not found" });
  });
});

describe("OpenAPI", () => {
  it("documents the blog, case-study and inquiry endpoints", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs" })).json();
    expect(doc.paths["/api/blog-posts"].get.responses["200"]).toBeDefined();
    expect(doc.paths["/api/blog-posts/{slug}"].get).toBeDefined();
    expect(doc.paths["/api/case-studies"].get).toBeDefined();
    expect(doc.paths["/api/inquiries"].post.requestBody).toBeDefined();
  });
});

describe("seed", () => {
  it("never overwrites what staff changed in posts and case studies", async () => {
    await t.db.update(blogPosts).set({ title: "Edited by staff" }).where(eq(blogPosts.id, 4));
    await t.db.update(caseStudies).set({ company: "Renamed" }).where(eq(caseStudies.id, 2));
    await seedDatabase(t.repositories);
    const [post] = await t.db.select().from(blogPosts).where(eq(blogPosts.id, 4));
    const [study] = await t.db.select().from(caseStudies).where(eq(caseStudies.id, 2));
    expect(post?.title).toBe("Edited by staff");
    expect(study?.company).toBe("Renamed");
  });
});
