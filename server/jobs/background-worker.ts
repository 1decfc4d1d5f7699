import type { FastifyInstance } from "fastify";

/**
 * Work a server does besides answering requests (decision 052): the outbox, the blog
 * scheduler, the sweeps, the staff notification fan-out. One shape for all of them, so the
 * app starts and stops each the same way and a new one is one entry in server/workers.ts.
 */
export interface BackgroundWorker {
  /** Begins the work; calling it again while started does nothing. */
  start(): void | Promise<void>;
  /** Ends the work and waits for a run under way, so the database closes after it. */
  stop(): Promise<void>;
}

export interface WorkerEntry<Context> {
  /** The app decorator the worker is reached by (`app.outbox`, `app.unclaimedSweep`). */
  name: string;
  /**
   * `listen`: timers and polls that run only while the server listens, so `app.inject`
   * tests drive them by hand (`app.outbox.processDue()`). `build`: work the app needs as soon
   * as it exists (the fan-out's LISTEN); building the app waits for it to start.
   */
  startsOn: "listen" | "build";
  create(app: FastifyInstance, context: Context): BackgroundWorker;
}

/**
 * Creates every worker of the list, decorates the app with it and ties it to the app's life:
 * started on listen (or now), stopped in preClose, which runs before the onClose hook that
 * closes the database. Answers once the `build` workers have started; a failure there fails
 * the build where it is awaited, and meanwhile counts as handled.
 */
export function registerWorkers<Context>(
  app: FastifyInstance,
  entries: readonly WorkerEntry<Context>[],
  context: Context,
): Promise<void> {
  const starting: Promise<void>[] = [];
  for (const entry of entries) {
    const worker = entry.create(app, context);
    app.decorate(entry.name, worker);
    if (entry.startsOn === "listen") app.addHook("onListen", async () => worker.start());
    else starting.push(new Promise<void>((resolve) => resolve(worker.start())));
    app.addHook("preClose", async () => worker.stop());
  }
  const started = Promise.all(starting).then(() => undefined);
  started.catch(() => {});
  return started;
}
