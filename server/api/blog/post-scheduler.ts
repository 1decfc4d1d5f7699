import type { FastifyBaseLogger } from "fastify";
import type { ContentChanges } from "../../cache/content-changes";
import type { AuditService } from "../audit/audit-service";
import type { BlogAdminRepository } from "./blog-admin-repository";

/** Longest sleep between looks: a post scheduled on another instance is never later than this. */
export const MAX_SCHEDULER_SLEEP_MS = 60_000;

export interface PostSchedulerOptions {
  /** The blog's own posts: the scheduler writes them only through their repository. */
  posts: Pick<BlogAdminRepository, "publishDue" | "nextScheduledAt">;
  changes: ContentChanges;
  /** The audit module's service (decision 061). */
  audit: Pick<AuditService, "record">;
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
  posts,
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
    const published = await posts.publishDue(now());
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
        const next = await posts.nextScheduledAt();
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
