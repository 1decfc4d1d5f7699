import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../../../tests/setup/auth";
import { uploadImage } from "../../../tests/setup/media";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { blogPosts } from "../../db/schema/blog";
import { caseStudies } from "../../db/schema/case-studies";
import { media } from "../../db/schema/media";

let t: TestApp;
let jar: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  ({ jar } = (await signedIn(t)).browser);
});
afterAll(() => t.close());

/** Uploads a picture of its own colour (a new hash) and answers its id. */
const upload = async (red: number) => (await uploadImage(t, jar, { red })).id;

const served = async (id: string) =>
  (await t.app.inject({ method: "GET", url: `/media/${id}/160.webp` })).statusCode;

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);

async function uploadedOn(ids: string[], when: Date) {
  await t.db.update(media).set({ createdAt: when }).where(inArray(media.id, ids));
}

describe("the sweep of unused uploads", () => {
  it("removes the day-old uploads nothing shows and keeps every one a post or case study shows", async () => {
    const [cover, avatar, inText, logo, unused, recent] = await Promise.all(
      [1, 2, 3, 4, 5, 6].map(upload),
    );
    const [post] = await t.db.select({ id: blogPosts.id }).from(blogPosts).limit(1);
    await t.db
      .update(blogPosts)
      .set({
        image: `/media/${cover}`,
        authorAvatar: `/media/${avatar}`,
        content: sql`jsonb_set(${blogPosts.content}, '{keyInsights}', (${blogPosts.content} -> 'keyInsights') || to_jsonb(${`See ![the diagram](/media/${inText})`}::text))`,
      })
      .where(eq(blogPosts.id, post?.id ?? -1));
    const [study] = await t.db.select({ id: caseStudies.id }).from(caseStudies).limit(1);
    await t.db
      .update(caseStudies)
      .set({ logoUrl: `/media/${logo}` })
      .where(eq(caseStudies.id, study?.id ?? -1));
    await uploadedOn([cover, avatar, inText, logo, unused] as string[], daysAgo(2));

    expect(await t.app.unusedMediaSweep.sweep()).toEqual([unused]);
    expect(await served(unused as string)).toBe(404);
    for (const kept of [cover, avatar, inText, logo, recent]) {
      expect(await served(kept as string)).toBe(200);
    }
  });

  it("counts an upload made again from its new upload, so the editor about to use it keeps it", async () => {
    const id = await upload(7);
    await uploadedOn([id], daysAgo(3));
    expect(await upload(7)).toBe(id);
    expect(await t.app.unusedMediaSweep.sweep()).toEqual([]);
    expect(await served(id)).toBe(200);
  });
});
