import { and, eq, lte, min, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { ContentChanges } from "../../cache/content-changes";
import type { Database } from "../../db/client";
import { blogPosts } from "../../db/schema/blog";
import type { AuditRepository } from "../audit/audit-repository";

/** Longest sleep between looks: a post scheduled on another instance is never later than this. */
export const MAX_SCHEDULER_SLEEP_MS = 60_000;

export interface PostSchedulerOptions {
  db: Database;
  changes: ContentChanges;
  audit: AuditRepository;
  log: FastifyBaseLogger;
  now?: () => Date;
}

/**
 * Issue 14: scheduled posts go live at their time without a restart. One UPDATE flips every
 * due post, so with several instances each post is published once (by whichever instance
 * gets there first) and the content change drops every instance's caches. Between runs the
 * scheduler sleeps until the next scheduled time, and looks again whenever content changes
 * (a post scheduled here or on another instance) or at the latest after a minute.
 */
export function createPostScheduler({
  db,
  changes,
  audit,
  log,
  now = () => new Date(),
}: PostSchedulerOptions) {
  let timer: NodeJS.Timeout | undefined;
  let started = false;
  let running: Promise<unknown> = Promise.resolve();
  let unsubscribe: (() => void) | undefined;

  async function publishDue(): Promise<number[]> {
    const published = await db
      .update(blogPosts)
      .set({ status: "published", version: sql`${blogPosts.version} + 1` })
      .where(and(eq(blogPosts.status, "scheduled"), lte(blogPosts.publishAt, now())))
      .returning({ id: blogPosts.id, title: blogPosts.title, slug: blogPosts.slug });
    if (published.length === 0) return [];
    for (const post of published) {
      await audit.record({
        event: "blog_post.published_on_schedule",
        targetType: "blog_post",
        targetId: String(post.id),
        targetLabel: post.title,
        details: { slug: post.slug },
      });
    }
    await changes.publish();
    return published.map((post) => post.id);
  }

  async function nextPublishAt(): Promise<Date | null> {
    const [row] = await db
      .select({ next: min(blogPosts.publishAt) })
      .from(blogPosts)
      .where(eq(blogPosts.status, "scheduled"));
    return row?.next ?? null;
  }

  function plan(delayMs: number) {
    if (!started) return;
    clearTimeout(timer);
    timer = setTimeout(() => void look(), Math.max(0, Math.min(delayMs, MAX_SCHEDULER_SLEEP_MS)));
    timer.unref();
  }

  /** Publishes what is due, then sleeps until the next post's time. Runs never overlap. */
  function look(): Promise<unknown> {
    running = running.then(async () => {
      try {
        await publishDue();
        const next = await nextPublishAt();
        plan(next ? next.getTime() - now().getTime() : MAX_SCHEDULER_SLEEP_MS);
      } catch (error) {
        log.error({ err: error }, "publishing scheduled posts failed; trying again shortly");
        plan(MAX_SCHEDULER_SLEEP_MS);
      }
    });
    return running;
  }

  return {
    /** Publishes every post whose time has come; tests call it directly. */
    publishDue,
    start() {
      if (started) return;
      started = true;
      unsubscribe = changes.subscribe(() => plan(0));
      void look();
    },
    async stop() {
      started = false;
      clearTimeout(timer);
      unsubscribe?.();
      await running;
    },
  };
}

export type PostScheduler = ReturnType<typeof createPostScheduler>;
