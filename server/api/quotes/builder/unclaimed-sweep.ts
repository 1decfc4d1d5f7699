import {
  ANONYMOUS_RETENTION_DAYS,
  NEW_SESSION_WINDOW_MS,
} from "@shared/quotes/builder/storage-limits";
import type { FastifyBaseLogger } from "fastify";
import { periodicJob } from "../../../jobs/periodic-job";
import type { AuditService } from "../../audit/audit-service";
import type { SessionClientRepository } from "./session-client-repository";
import type { UnclaimedRepository } from "./unclaimed-repository";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Between sweeps; the first runs this long after the server starts listening. */
const SWEEP_INTERVAL_MS = 6 * 60 * 60 * 1000;
const FIRST_SWEEP_DELAY_MS = 90_000;

export interface UnclaimedSweepOptions {
  unclaimed: UnclaimedRepository;
  sessionClients: SessionClientRepository;
  /** The audit module's service (decision 061). */
  audit: Pick<AuditService, "record">;
  log: FastifyBaseLogger;
  now?: () => Date;
}

export interface SweepCount {
  configurations: number;
  drafts: number;
}

/**
 * Decision 045: anonymous builder storage does not grow for ever. Every few hours this removes
 * the drafts and configurations with no lead, no share and no staff action that nothing has
 * touched for ANONYMOUS_RETENTION_DAYS, logs the count and, when it removed anything, writes
 * it to the audit log (Settings -> Audit log). Every instance sweeps; a delete of rows
 * another instance removed first deletes nothing, so the counts of all runs add up.
 */
export function createUnclaimedSweep({
  unclaimed,
  sessionClients,
  audit,
  log,
  now = () => new Date(),
}: UnclaimedSweepOptions) {
  async function sweep(): Promise<SweepCount> {
    const at = now();
    const cutoff = new Date(at.getTime() - ANONYMOUS_RETENTION_DAYS * DAY_MS);
    let configurations = 0;
    for (;;) {
      const removed = await unclaimed.removeConfigurations(cutoff);
      configurations += removed;
      if (removed < unclaimed.batchSize) break;
    }
    const drafts = await unclaimed.removeDrafts(cutoff);
    await sessionClients.prune(new Date(at.getTime() - NEW_SESSION_WINDOW_MS));
    const count = { configurations, drafts };
    log.info(
      { removed: count, retentionDays: ANONYMOUS_RETENTION_DAYS },
      "swept unclaimed builder drafts and configurations",
    );
    if (configurations + drafts > 0) {
      await audit.record({
        event: "builder.unclaimed_swept",
        targetType: "builder",
        targetLabel: `${configurations} configurations, ${drafts} drafts`,
        details: { configurations, drafts, retentionDays: ANONYMOUS_RETENTION_DAYS },
      });
    }
    return count;
  }

  const job = periodicJob({
    run: sweep,
    firstDelayMs: FIRST_SWEEP_DELAY_MS,
    intervalMs: SWEEP_INTERVAL_MS,
    log,
    failure: "sweeping unclaimed builder storage failed",
  });
  return {
    /** Removes what is unclaimed past the retention now; tests call it directly. */
    sweep,
    start: job.start,
    stop: job.stop,
  };
}

export type UnclaimedSweep = ReturnType<typeof createUnclaimedSweep>;
