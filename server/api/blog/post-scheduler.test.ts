import { blogPostSchema } from "@shared/blog/blog-post";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { auditLog } from "../../db/schema/audit";
import { blogPosts } from "../../db/schema/blog";
import { demoBlogPosts } from "./blog-post-repository";
import { createPostScheduler } from "./post-scheduler";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let next = 5000;
/** A copy of a demo post under a new id and slug, stored with the given status and time. */
async function storePost(status: "draft" | "scheduled", publishAt: Date | null) {
  const id = next++;
  const post = blogPostSchema.parse({
    ...demoBlogPosts[0],
    id,
    slug: `scheduled-post-${id}`,
    title: `Scheduled post ${id}`,
    publishedOn: "2099-01-01",
    featured: false,
  });
  await t.repositories.blogPosts.insert(post, { published: false });
  await t.db.update(blogPosts).set({ status, publishAt }).where(eq(blogPosts.id, id));
  return post;
}

const statusOf = async (id: number) =>
  (await t.db.select({ status: blogPosts.status }).from(blogPosts).where(eq(blogPosts.id, id)))[0]
    ?.status;

const newestSlug = async () =>
  (await t.app.inject({ method: "GET", url: "/api/blog-posts?limit=1" })).json().data[0].slug;

describe("the post scheduler", () => {
  it("publishes the posts whose time has come, once, and drops the cached lists", async () => {
    const due = await storePost("scheduled", new Date(Date.now() - 1000));
    const later = await storePost("scheduled", new Date(Date.now() + 3_600_000));
    const draft = await storePost("draft", null);
    expect(await newestSlug()).not.toBe(due.slug); // the list is cached now

    expect(await t.app.blogScheduler.publishDue()).toEqual([due.id]);
    expect(await t.app.blogScheduler.publishDue()).toEqual([]);

    expect(await statusOf(due.id)).toBe("published");
    expect(await statusOf(later.id)).toBe("scheduled");
    expect(await statusOf(draft.id)).toBe("draft");
    expect(await newestSlug()).toBe(due.slug);
    const page = await t.app.inject({ method: "GET", url: `/api/blog-posts/${later.slug}` });
    expect(page.statusCode).toBe(404);

    const entries = await t.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.targetId, [String(due.id), String(later.id)]));
    expect(entries.map((entry) => entry.event)).toEqual(["blog_post.published_on_schedule"]);
    await t.db.delete(blogPosts).where(inArray(blogPosts.id, [due.id, later.id, draft.id]));
  });

  it("once started, publishes a post at its time without being called", async () => {
    const scheduler = createPostScheduler({
      posts: t.repositories.blogAdmin,
      changes: t.app.contentChanges,
      audit: t.app.services.audit,
      log: t.app.log,
    });
    const soon = await storePost("scheduled", new Date(Date.now() + 400));
    scheduler.start();
    try {
      await expect.poll(() => statusOf(soon.id), { timeout: 5_000 }).toBe("published");
      // A post scheduled after the start is picked up through the content change its save sends.
      const second = await storePost("scheduled", new Date(Date.now() + 300));
      await t.app.contentChanges.publish();
      await expect.poll(() => statusOf(second.id), { timeout: 5_000 }).toBe("published");
      await t.db.delete(blogPosts).where(inArray(blogPosts.id, [soon.id, second.id]));
    } finally {
      await scheduler.stop();
    }
  });
});
