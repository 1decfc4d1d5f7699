import type { FastifyBaseLogger } from "fastify";

export interface PeriodicJobOptions<T> {
  /** The work of one run. */
  run: () => Promise<T>;
  firstDelayMs: number;
  intervalMs: number;
  log: FastifyBaseLogger;
  /** The log line of a failed run (the next run is planned all the same). */
  failure: string;
}

/**
 * Work every instance repeats on a timer (sweeps): the first run a while after the server
 * listens, the next one an interval after each run ends, never two at once in a process;
 * `stop` waits for a run under way so the server closes its database after it.
 */
export function periodicJob<T>({
  run,
  firstDelayMs,
  intervalMs,
  log,
  failure,
}: PeriodicJobOptions<T>) {
  let timer: NodeJS.Timeout | undefined;
  let started = false;
  let running: Promise<unknown> = Promise.resolve();

  function plan(delayMs: number) {
    if (!started) return;
    timer = setTimeout(() => {
      running = run()
        .catch((error) => log.error({ err: error }, failure))
        .finally(() => plan(intervalMs));
    }, delayMs);
    timer.unref();
  }

  return {
    start() {
      if (started) return;
      started = true;
      plan(firstDelayMs);
    },
    async stop() {
      started = false;
      clearTimeout(timer);
      await running;
    },
  };
}
