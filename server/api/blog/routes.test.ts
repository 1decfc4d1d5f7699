import { blogPostSchema } from "@shared/blog/blog-post";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { blogPosts } from "../../db/schema/blog";
import { caseStudies } from "../../db/schema/case-studies";
import { seedDatabase } from "../../repositories";
import { demoBlogPosts } from "./blog-post-repository";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("demo posts (seed 000 §3)", () => {
  it("are the 13 posts with ids 0 to 12, each valid", () => {
    expect(demoBlogPosts.map((post) => post.id)).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
    ]);
    for (const post of demoBlogPosts) expect(() => blogPostSchema.parse(post)).not.toThrow();
    expect(new Set(demoBlogPosts.map((post) => post.slug)).size).toBe(13);
  });
});

describe("GET /api/blog-posts", () => {
  it("answers the first page, newest first, with the pagination of seed 001 §3", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/blog-posts?limit=5" });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.pagination).toEqual({ page: 1, limit: 5, total: 13, pages: 3 });
    expect(body.data.map((post: { id: number }) => post.id)).toEqual([0, 1, 2, 3, 4]);
    expect(body.data[0]).toMatchObject({
      slug: "api-first-strategy-for-the-composable-enterprise",
      publishedOn: "2025-06-12",
      featured: true,
      author: { name: "Daniel Reyes" },
    });
    expect(body.data[0].content.keyInsights.length).toBeGreaterThan(0);
  });

  it("answers later pages and an empty page past the end", async () => {
    const last = (
      await t.app.inject({ method: "GET", url: "/api/blog-posts?page=3&limit=5" })
    ).json();
    expect(last.data.map((post: { id: number }) => post.id)).toEqual([10, 11, 12]);
    const past = (
      await t.app.inject({ method: "GET", url: "/api/blog-posts?page=9&limit=5" })
    ).json();
    expect(past.data).toEqual([]);
    expect(past.pagination.total).toBe(13);
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
    expect(body.pagination.total).toBe(13);
    expect(body.data.some((post: { slug: string }) => post.slug === "draft-post")).toBe(false);
    const single = await t.app.inject({ method: "GET", url: "/api/blog-posts/draft-post" });
    expect(single.statusCode).toBe(404);
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
