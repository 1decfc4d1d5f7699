import { randomBytes } from "node:crypto";
import {
  BLOG_EDIT_CONFLICT,
  type BlogAdminDetail,
  type BlogAdminItem,
  SLUG_TAKEN,
} from "@shared/blog/blog-admin";
import { and, eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as articleLoader } from "../../../app/routes/public/blog-post";
import { type Client, signedIn } from "../../../tests/setup/auth";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { auditLog } from "../../db/schema/audit";

const base = "/api/admin/blog-posts";
const unique = () => randomBytes(4).toString("hex");

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedIn(t)).browser;
});
afterAll(() => t.close());

async function create(title = `Zero Trust Notes ${unique()}`): Promise<BlogAdminDetail> {
  const res = await admin.request("POST", base, { title });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

/** The editor's fields of a post, changed by `changes`, as PUT takes them. */
function fields(post: BlogAdminDetail, changes: object = {}) {
  const { title, slug, excerpt, image, imageAlt, tags, author, publishedOn, featured } = post;
  const { content, body, version } = post;
  return {
    ...{ title, slug, excerpt, image, imageAlt, tags, author, publishedOn, featured },
    ...{ content, body, version },
    ...changes,
  };
}

async function save(post: BlogAdminDetail, changes: object = {}): Promise<BlogAdminDetail> {
  const res = await admin.request("PUT", `${base}/${post.id}`, fields(post, changes));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** A draft with everything publishing needs. */
async function complete(changes: object = {}): Promise<BlogAdminDetail> {
  return save(await create(), {
    excerpt: "What a zero-trust rollout looks like in practice.",
    image: "/images/blog/ransomware-readiness-a-30-day-plan.svg",
    imageAlt: "A shield over a server rack",
    tags: [
      { name: "Zero Trust", primary: true },
      { name: "Identity", primary: false },
    ],
    ...changes,
  });
}

async function act(post: BlogAdminDetail, action: string, body: object = {}) {
  return admin.request("POST", `${base}/${post.id}/${action}`, { version: post.version, ...body });
}

async function published(changes: object = {}): Promise<BlogAdminDetail> {
  const res = await act(await complete(changes), "publish");
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const publicPost = (slug: string) =>
  t.app.inject({ method: "GET", url: `/api/blog-posts/${slug}` });

/** Runs the public article page's loader: its data, or the Response it threw (a redirect). */
async function articlePage(slug: string) {
  const context = { repositories: t.repositories, siteUrl: "http://localhost" } as AppLoadContext;
  const args = { params: { slug }, context, request: new Request(`http://localhost/blog/${slug}`) };
  try {
    return await articleLoader(args as unknown as Parameters<typeof articleLoader>[0]);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

async function auditEvents(id: number): Promise<string[]> {
  const rows = await t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, "blog_post"), eq(auditLog.targetId, String(id))));
  return rows.map((row) => row.event);
}

describe("access", () => {
  it("is 401 signed out and 403 for staff, never cached", async () => {
    for (const [method, url] of [
      ["GET", base],
      ["GET", `${base}/1`],
      ["POST", base],
      ["PUT", `${base}/1`],
      ["PUT", `${base}/1/autosave`],
      ["POST", `${base}/1/publish`],
      ["POST", `${base}/1/schedule`],
      ["POST", `${base}/1/unpublish`],
      ["POST", `${base}/1/archive`],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
    }
    const { browser } = await signedIn(t, { role: "staff" });
    const res = await browser.request("GET", base);
    expect(res.statusCode).toBe(403);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect((await browser.request("POST", base, { title: "Nope" })).statusCode).toBe(403);
  });
});

describe("the demo posts", () => {
  it("open for editing too, from id 0 (seed 000 numbers them from 0)", async () => {
    const res = await admin.request("GET", `${base}/0`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: 0, status: "published" });
    expect((await admin.request("GET", `${base}/-1`)).statusCode).toBe(400);
  });
});

describe("drafts", () => {
  it("creates a draft with a slug from the title, unique, audit-logged", async () => {
    const title = `Passkeys Rollout ${unique()}`;
    const first = await create(title);
    expect(first).toMatchObject({
      title,
      slug: title.toLowerCase().replaceAll(" ", "-"),
      status: "draft",
      version: 1,
      publishAt: null,
      autosave: null,
      body: "",
    });
    const second = await create(title);
    expect(second.slug).toBe(`${first.slug}-2`);
    expect(await auditEvents(first.id)).toEqual(["blog_post.created"]);
    const untitled = await admin.request("POST", base, {});
    expect(untitled.json().data.title).toBe("Untitled post");
    // A draft is not public.
    expect((await publicPost(first.slug)).statusCode).toBe(404);
  });

  it("saves every field, bumps the version and audits what changed", async () => {
    const post = await create();
    const saved = await save(post, {
      title: "Edited title",
      body: "## Plan\n\nStep one.",
      featured: true,
      author: { name: "Jane Doe", title: "CISO", avatar: "/images/authors/jane-doe.svg" },
      content: {
        keyInsights: ["Insight one"],
        trends: [{ title: "Trend", description: "Why it matters" }],
        metrics: [{ label: "Coverage", value: "92%", width: "92%" }],
        caseStudy: { title: "Acme", challenge: "C", approach: "A", results: ["R1"] },
      },
    });
    expect(saved).toMatchObject({ title: "Edited title", featured: true, version: 2 });
    expect(saved.content.metrics[0]).toEqual({ label: "Coverage", value: "92%", width: "92%" });
    const got = (await admin.request("GET", `${base}/${post.id}`)).json().data;
    expect(got).toEqual(saved);
    expect(await auditEvents(post.id)).toContain("blog_post.updated");
  });

  it("answers 409 on a stale version, and nothing changes", async () => {
    const post = await create();
    await save(post, { title: "First writer" });
    const res = await admin.request("PUT", `${base}/${post.id}`, fields(post, { title: "Late" }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(BLOG_EDIT_CONFLICT);
    const stale = await act(post, "publish");
    expect(stale.statusCode).toBe(409);
    expect((await admin.request("GET", `${base}/${post.id}`)).json().data.title).toBe(
      "First writer",
    );
  });

  it("refuses a slug another post has, naming the field", async () => {
    const a = await create();
    const b = await create();
    const res = await admin.request("PUT", `${base}/${b.id}`, fields(b, { slug: a.slug }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ slug: SLUG_TAKEN });
  });

  it("answers 400 with field messages for bad input", async () => {
    const post = await create();
    const cases: [object, string][] = [
      [{ title: "" }, "title"],
      [{ slug: "Not A Slug" }, "slug"],
      [{ publishedOn: "yesterday" }, "publishedOn"],
      [{ tags: [{ name: "", primary: true }] }, "tags.0.name"],
      [
        { content: { ...post.content, metrics: [{ label: "X", value: "1", width: "120%" }] } },
        "content.metrics.0.width",
      ],
      [{ body: "x".repeat(100_001) }, "body"],
    ];
    for (const [changes, field] of cases) {
      const res = await admin.request("PUT", `${base}/${post.id}`, fields(post, changes));
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(res.json().errors ?? {}), field).toContain(field);
    }
    const list = await admin.request("GET", `${base}?status=gone&sort=nope`);
    expect(list.statusCode).toBe(400);
    expect(Object.keys(list.json().errors)).toEqual(expect.arrayContaining(["status", "sort"]));
    expect((await admin.request("GET", `${base}/999999`)).statusCode).toBe(404);
  });

  it("autosaves the editor state without touching the live post", async () => {
    const post = await published();
    const state = { title: "Half-typed", body: "draft **text**" };
    const res = await admin.request("PUT", `${base}/${post.id}/autosave`, {
      version: post.version,
      state,
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json().data;
    expect(after).toMatchObject({ title: post.title, version: post.version, autosave: state });
    expect(after.autosavedAt).not.toBeNull();
    expect((await publicPost(post.slug)).json().data.title).toBe(post.title);
    // A save applies the editor state and clears the autosave.
    const saved = await save(after, { title: "Half-typed" });
    expect(saved).toMatchObject({ autosave: null, autosavedAt: null });
    const stale = await admin.request("PUT", `${base}/${post.id}/autosave`, {
      version: post.version,
      state,
    });
    expect(stale.statusCode).toBe(409);
    const bad = await admin.request("PUT", `${base}/${post.id}/autosave`, {
      version: saved.version,
      state: "nope",
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe("publishing", () => {
  it("publishes now: the public API and page show it at once", async () => {
    const post = await complete({ body: "Plain **Markdown**." });
    expect((await publicPost(post.slug)).statusCode).toBe(404);
    const res = await act(post, "publish");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: "published", version: post.version + 1 });
    const live = await publicPost(post.slug);
    expect(live.statusCode).toBe(200);
    expect(live.json().data.body).toBe("Plain **Markdown**.");
    const list = await t.app.inject({ method: "GET", url: "/api/blog-posts?limit=50" });
    expect(list.json().data.map((item: { id: number }) => item.id)).toContain(post.id);
    expect(await auditEvents(post.id)).toContain("blog_post.published");
  });

  it("refuses to publish an incomplete draft, naming the missing fields", async () => {
    const res = await act(await create(), "publish");
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(expect.arrayContaining(["excerpt", "image"]));
  });

  it("schedules only in the future", async () => {
    const post = await complete();
    const past = await act(post, "schedule", { publishAt: "2020-01-01T10:00:00Z" });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toEqual({ publishAt: "Choose a time in the future" });
    const junk = await act(post, "schedule", { publishAt: "tomorrow" });
    expect(junk.statusCode).toBe(400);
    const publishAt = new Date(Date.now() + 86_400_000).toISOString();
    const res = await act(post, "schedule", { publishAt });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: "scheduled", publishAt });
    expect((await publicPost(post.slug)).statusCode).toBe(404);
    expect(await auditEvents(post.id)).toContain("blog_post.scheduled");
  });

  it("unpublishes back to a draft: the public page is a 404 again", async () => {
    const post = await published();
    expect((await publicPost(post.slug)).statusCode).toBe(200);
    const res = await act(post, "unpublish");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe("draft");
    expect((await publicPost(post.slug)).statusCode).toBe(404);
    const page = await articlePage(post.slug);
    expect(page).not.toBeInstanceOf(Response);
    expect(page).toMatchObject({ init: { status: 404 } });
    expect(await auditEvents(post.id)).toContain("blog_post.unpublished");
  });

  it("archives: off the public site, listed under archived", async () => {
    const post = await published();
    const res = await act(post, "archive");
    expect(res.json().data.status).toBe("archived");
    expect((await publicPost(post.slug)).statusCode).toBe(404);
    const list = await admin.request(
      "GET",
      `${base}?status=archived&q=${encodeURIComponent(post.title)}`,
    );
    expect(list.json().data.map((item: BlogAdminItem) => item.id)).toEqual([post.id]);
  });
});

describe("slugs", () => {
  it("a published post's old slug answers 301 to the current one, also after a second rename", async () => {
    const post = await published();
    const renamed = await save(post, { slug: `${post.slug}-renamed` });
    expect((await publicPost(renamed.slug)).statusCode).toBe(200);
    const first = await articlePage(post.slug);
    expect(first).toBeInstanceOf(Response);
    expect((first as Response).status).toBe(301);
    expect((first as Response).headers.get("location")).toBe(`/blog/${renamed.slug}`);

    const again = await save(renamed, { slug: `${post.slug}-final` });
    for (const old of [post.slug, renamed.slug]) {
      const answer = (await articlePage(old)) as Response;
      expect(answer.status).toBe(301);
      expect(answer.headers.get("location")).toBe(`/blog/${again.slug}`);
    }
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(post.id)));
    expect(
      audit.some((row) => (row.details as Record<string, unknown>).previousSlug === post.slug),
    ).toBe(true);
  });

  it("a draft's slug change leaves no redirect", async () => {
    const post = await create();
    await save(post, { slug: `${post.slug}-x` });
    const page = await articlePage(post.slug);
    expect(page).toMatchObject({ init: { status: 404 } });
  });
});

describe("script injection", () => {
  it("stores script and HTML as text; the page renders the body escaped", async () => {
    const evil = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    const post = await published({
      title: `Evil ${evil}`,
      excerpt: evil,
      body: `${evil}\n\n[click me](javascript:alert(1))`,
    });
    const live = (await publicPost(post.slug)).json().data;
    expect(live.title).toBe(`Evil ${evil}`);
    expect(live.excerpt).toBe(evil);
    const page = (await articlePage(post.slug)) as { bodyHtml: string };
    expect(page.bodyHtml).not.toMatch(/<script|<img|href=/i);
    expect(page.bodyHtml).toContain("&lt;script&gt;");
    // The javascript: link stays visible as text, never a link.
    expect(page.bodyHtml).toContain("[click me](javascript:alert(1))");
  });
});

describe("the list", () => {
  it("filters by status, tag and search, sorts and pages", async () => {
    const tag = `tag-${unique()}`;
    const a = await complete({ title: `Alpha ${tag}`, tags: [{ name: tag, primary: true }] });
    const b = await published({ title: `Beta ${tag}`, tags: [{ name: tag, primary: true }] });
    const ids = async (query: string) =>
      (await admin.request("GET", `${base}?${query}`)).json().data.map((i: BlogAdminItem) => i.id);
    expect(await ids(`tag=${tag}&sort=title&dir=asc`)).toEqual([a.id, b.id]);
    expect(await ids(`tag=${tag}&sort=title&dir=desc`)).toEqual([b.id, a.id]);
    expect(await ids(`tag=${tag}&status=published`)).toEqual([b.id]);
    expect(await ids(`q=${encodeURIComponent(`alpha ${tag}`)}`)).toEqual([a.id]);
    const page = await admin.request(
      "GET",
      `${base}?tag=${tag}&sort=title&dir=asc&limit=1&offset=1`,
    );
    expect(page.json().pagination).toEqual({ page: 2, limit: 1, total: 2, pages: 2 });
    expect(page.json().data[0]).toMatchObject({ id: b.id, status: "published", title: b.title });
  });
});
