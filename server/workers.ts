import { createPostScheduler, type PostScheduler } from "./api/blog/post-scheduler";
import { createUnusedMediaSweep, type UnusedMediaSweep } from "./api/media/unused-media-sweep";
import { EMAIL_LOGO_WIDTH } from "./api/outbox/email-html";
import { createMailer } from "./api/outbox/mailer";
import { createOutboxWorker, type OutboxWorker } from "./api/outbox/worker";
import { createUnclaimedSweep, type UnclaimedSweep } from "./api/quotes/builder/unclaimed-sweep";
import { createCountersignedCopy } from "./api/quotes/countersigned-copy-service";
import {
  createReminderScheduler,
  type ReminderScheduler,
} from "./api/quotes/reminders/reminder-scheduler";
import { createReminderService } from "./api/quotes/reminders/reminder-service";
import type { Env } from "./env";
import type { WorkerEntry } from "./jobs/background-worker";
import { createStaffHub, type StaffHub } from "./realtime/staff-hub";

declare module "fastify" {
  interface FastifyInstance {
    /** This instance's staff connections and the notification fan-out (issue 16). */
    staffHub: StaffHub;
    /**
     * The e-mail outbox worker. It polls only while the server listens (started on listen,
     * stopped on close), so `app.inject` tests drive it with `app.outbox.processDue()`.
     * After enqueuing mail (and committing), call `app.outbox.wake()` to send it at once.
     */
    outbox: OutboxWorker;
    /** Publishes scheduled blog posts at their time; runs while the server listens. */
    blogScheduler: PostScheduler;
    /** Removes uploads nothing shows, a day after they were made; runs while the server listens. */
    unusedMediaSweep: UnusedMediaSweep;
    /** Removes builder drafts and quotes nobody claimed in 30 days; runs while the server listens. */
    unclaimedSweep: UnclaimedSweep;
    /** Reminds sent quotes' contacts and opens follow-ups (issue 35 §2); runs while listening. */
    quoteReminders: ReminderScheduler;
  }
}

export interface WorkerContext {
  env: Env;
  /** Outbox worker timing; the poll interval defaults to 5 s. */
  outbox?: { pollMs?: number } | undefined;
}

/**
 * The app's background workers (decision 052), in the order they start and stop. Each is
 * built from the app's repositories and logs under its own component name.
 */
export const workers: readonly WorkerEntry<WorkerContext>[] = [
  {
    name: "staffHub",
    startsOn: "build",
    create: (app) =>
      createStaffHub({
        inbox: app.repositories.notifications,
        sessions: app.repositories.sessions,
        notifications: app.database.notifications,
        log: app.log.child({ component: "staff-notifications" }),
      }),
  },
  {
    name: "outbox",
    startsOn: "listen",
    create: (app, { env, outbox }) =>
      createOutboxWorker({
        repository: app.repositories.outbox,
        recipients: app.repositories.emailRecipients,
        renderAttachment: (source) => createCountersignedCopy(app)(source.shareId),
        logoOf: (logoUrl) => app.services.media.png(logoUrl, EMAIL_LOGO_WIDTH),
        mailer: createMailer(env),
        log: app.log.child({ component: "outbox" }),
        ...outbox,
      }),
  },
  {
    name: "blogScheduler",
    startsOn: "listen",
    create: (app) =>
      createPostScheduler({
        posts: app.repositories.blogAdmin,
        changes: app.contentChanges,
        audit: app.services.audit,
        log: app.log.child({ component: "blog-scheduler" }),
      }),
  },
  {
    name: "unusedMediaSweep",
    startsOn: "listen",
    create: (app) =>
      createUnusedMediaSweep({
        media: app.repositories.media,
        log: app.log.child({ component: "media-sweep" }),
      }),
  },
  {
    name: "unclaimedSweep",
    startsOn: "listen",
    create: (app) =>
      createUnclaimedSweep({
        unclaimed: app.repositories.unclaimed,
        sessionClients: app.repositories.sessionClients,
        audit: app.services.audit,
        log: app.log.child({ component: "builder-sweep" }),
      }),
  },
  {
    name: "quoteReminders",
    startsOn: "listen",
    create: (app) =>
      createReminderScheduler({
        reminders: createReminderService({
          transaction: (work) => app.database.transaction(work),
          followUps: app.repositories.followUps,
          outbox: app.services.outbox,
        }),
        log: app.log.child({ component: "quote-reminders" }),
      }),
  },
];
