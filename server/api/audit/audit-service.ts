import type { Executor } from "../../db/client";
import type { AuditRecord, AuditRepository } from "./audit-repository";

/**
 * The audit module's service for every other module (decision 061): they say what happened
 * and who did it, and this turns that into the stored entry (actor columns, the client's
 * address and browser, the details checked on write by the repository). No other module
 * writes audit rows or knows their columns.
 */

/** Who acted: a staff member, a process named as the log shows it, or nobody known. */
export type AuditActor = { id: string; username: string } | { process: string } | null;

/** The request a change came from, where there was one. */
export interface AuditClient {
  ip: string;
  userAgent: string | null;
}

/** What happened, without who did it or from where. */
export type AuditFact = Omit<AuditRecord, "actorId" | "actorUsername" | "ip" | "userAgent">;

export interface AuditSource {
  actor?: AuditActor;
  client?: AuditClient | null;
}

/** The actor columns of an entry: a process has a name but no account. */
export function actorColumns(actor: AuditActor | undefined) {
  if (!actor) return { actorId: null, actorUsername: null };
  if ("process" in actor) return { actorId: null, actorUsername: actor.process };
  return { actorId: actor.id, actorUsername: actor.username };
}

export function createAuditService(repository: Pick<AuditRepository, "record">) {
  return {
    /**
     * Records `fact` as done by `source`. Pass the transaction of the change it records, so
     * the entry commits with it or not at all (decision 048).
     */
    record(fact: AuditFact, source: AuditSource = {}, executor?: Executor): Promise<void> {
      return repository.record(
        {
          ...fact,
          ...actorColumns(source.actor),
          ip: source.client?.ip ?? null,
          userAgent: source.client?.userAgent ?? null,
        },
        executor,
      );
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
