import type { FastifyBaseLogger } from "fastify";
import { periodicJob } from "../../../jobs/periodic-job";
import type { ReminderRun, ReminderService } from "./reminder-service";

/** Reminders are counted in days: a look every ten minutes is on time to the hour. */
const INTERVAL_MS = 10 * 60 * 1000;
const FIRST_DELAY_MS = 30_000;

/**
 * Issue 35 §2: the reminders and follow-ups run by themselves while the server listens. With
 * several instances each one looks; the claims make every reminder and task happen once.
 */
export function createReminderScheduler({
  reminders,
  log,
  now = () => new Date(),
}: {
  reminders: ReminderService;
  log: FastifyBaseLogger;
  now?: () => Date;
}) {
  async function run(at: Date = now()): Promise<ReminderRun> {
    const done = await reminders.run(at);
    if (done.reminded + done.suppressed + done.followUps > 0) {
      log.info(done, "quote reminders and follow-ups");
    }
    return done;
  }
  const job = periodicJob({
    run: () => run(),
    firstDelayMs: FIRST_DELAY_MS,
    intervalMs: INTERVAL_MS,
    log,
    failure: "quote reminders failed",
  });
  return { run, start: job.start, stop: job.stop };
}

export type ReminderScheduler = ReturnType<typeof createReminderScheduler>;
