import type { EmailBrand } from "@shared/outbox/outbox";
import type { Transaction } from "../../db/client";
import type { NewMessage, OutboxRepository, StoredMessage } from "./outbox-repository";
import type { RecipientRepository } from "./recipient-repository";

/**
 * The outbox module's service for every other module (decision 061): a unit of work queues
 * its messages inside its own transaction, so each exists exactly when the change that caused
 * it does, and says when that transaction committed; the outbox then sends at once what the
 * unit queued rather than at the next poll. No other module writes outbox rows or drives the
 * worker. Customer mail (issue 35 §1-2) carries an unsubscribe link, and none is queued for,
 * or sent to, an address that unsubscribed.
 */

/**
 * A message to a prospect's contact, in the look of the quote it is about: the outbox adds
 * the audience and the unsubscribe link.
 */
export type CustomerMessage = Omit<NewMessage, "audience" | "unsubscribeUrl" | "brand"> & {
  brand: EmailBrand;
};

/** The page a customer opens from a message, and the address mail clients POST to. */
export const unsubscribeLinks = (siteUrl: string, token: string) => ({
  page: `${siteUrl}/unsubscribe/${token}`,
  oneClick: `${siteUrl}/api/unsubscribe/${token}`,
});

/** The mail of one unit of work. */
export interface OutboxBatch {
  /** Queues `message` (checked first: address, one-line subject) in the transaction `tx`. */
  queue(message: NewMessage, tx: Transaction): Promise<StoredMessage>;
  /**
   * Queues a customer's message with its unsubscribe link (footer and List-Unsubscribe);
   * answers null, queuing nothing, for an address that unsubscribed.
   */
  queueCustomer(
    message: CustomerMessage,
    tx: Transaction,
    siteUrl: string,
  ): Promise<StoredMessage | null>;
  /** The transaction committed: sends what this batch queued now, if anything. */
  committed(): void;
}

export function createOutboxService({
  repository,
  recipients,
  wake,
}: {
  repository: Pick<OutboxRepository, "enqueue">;
  recipients: Pick<RecipientRepository, "tokenFor" | "unsubscribedAmong">;
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
        async queueCustomer(message, tx, siteUrl) {
          const token = await recipients.tokenFor(message.to, tx);
          if (!token) return null;
          const links = unsubscribeLinks(siteUrl, token);
          const footer = `\n\n--\nTo receive no more e-mail about quotes from us: ${links.page}`;
          const stored = await repository.enqueue(
            {
              ...message,
              text: `${message.text}${footer}`,
              audience: "customer",
              unsubscribeUrl: links.oneClick,
            },
            tx,
          );
          queued++;
          return stored;
        },
        committed() {
          if (queued > 0) wake();
        },
      };
    },

    /** Which of these addresses unsubscribed (lower-case address -> when). */
    unsubscribed: (emails: readonly string[]) => recipients.unsubscribedAmong(emails),
  };
}

export type OutboxService = ReturnType<typeof createOutboxService>;
