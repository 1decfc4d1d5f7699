import type { OutboxMessage } from "@shared/outbox/outbox-api";
import type { Transaction } from "../../db/client";
import type { NewMessage, OutboxRepository } from "./outbox-repository";

/**
 * The outbox module's service for every other module (decision 061): a unit of work queues
 * its messages inside its own transaction, so each exists exactly when the change that caused
 * it does, and says when that transaction committed; the outbox then sends at once what the
 * unit queued rather than at the next poll. No other module writes outbox rows or drives the
 * worker.
 */

/** The mail of one unit of work. */
export interface OutboxBatch {
  /** Queues `message` (checked first: address, one-line subject) in the transaction `tx`. */
  queue(message: NewMessage, tx: Transaction): Promise<OutboxMessage>;
  /** The transaction committed: sends what this batch queued now, if anything. */
  committed(): void;
}

export function createOutboxService({
  repository,
  wake,
}: {
  repository: Pick<OutboxRepository, "enqueue">;
  /** Sends what is due at once (the running worker); nothing when it is not running. */
  wake: () => void;
}) {
  return {
    /** A batch for one unit of work; one per transaction, so concurrent ones never mix. */
    batch(): OutboxBatch {
      let queued = 0;
      return {
        async queue(message, tx) {
          const stored = await repository.enqueue(message, tx);
          queued++;
          return stored;
        },
        committed() {
          if (queued > 0) wake();
        },
      };
    },
  };
}

export type OutboxService = ReturnType<typeof createOutboxService>;
