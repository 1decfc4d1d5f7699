import type { FastifyBaseLogger } from "fastify";
import { periodicJob } from "../../jobs/periodic-job";
import type { MediaRepository } from "./media-repository";

/** How long an upload may wait for the post or case study that will show it. */
const UNUSED_MEDIA_GRACE_MS = 24 * 60 * 60 * 1000;
/** Between sweeps; the first runs this long after the server starts listening. */
const MEDIA_SWEEP_INTERVAL_MS = 6 * 60 * 60 * 1000;
const FIRST_SWEEP_DELAY_MS = 60_000;

export interface UnusedMediaSweepOptions {
  media: MediaRepository;
  log: FastifyBaseLogger;
  now?: () => Date;
}

/**
 * Uploads are kept in the database (every instance serves them), and an image staff
 * uploaded, then replaced or never saved, would stay there for good. Every few hours this
 * removes the uploads older than a day that nothing shows. Instances may sweep at the same
 * time: a delete of what is already gone deletes nothing.
 */
export function createUnusedMediaSweep({
  media,
  log,
  now = () => new Date(),
}: UnusedMediaSweepOptions) {
  async function sweep(): Promise<string[]> {
    const removed = await media.removeUnused(new Date(now().getTime() - UNUSED_MEDIA_GRACE_MS));
    if (removed.length > 0) log.info({ removed }, "removed uploads that nothing shows");
    return removed;
  }

  const job = periodicJob({
    run: sweep,
    firstDelayMs: FIRST_SWEEP_DELAY_MS,
    intervalMs: MEDIA_SWEEP_INTERVAL_MS,
    log,
    failure: "removing unused uploads failed",
  });
  return {
    /** Removes the unused uploads past their grace now; tests call it directly. */
    sweep,
    start: job.start,
    stop: job.stop,
  };
}

export type UnusedMediaSweep = ReturnType<typeof createUnusedMediaSweep>;
