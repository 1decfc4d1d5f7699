import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Notifications, Unlisten } from "../db/notifications";
import type { ContentChanges } from "./content-changes";

export const CONTENT_CHANNEL = "content_changed";

/**
 * Passes this instance's content changes to the others on the same database, and theirs to
 * this one's caches. A failed NOTIFY is logged, not thrown: the write it follows has
 * committed, and the caches' TTL bounds how long another instance can lag.
 */
export async function relayContentChanges(
  changes: ContentChanges,
  notifications: Notifications,
  log: FastifyBaseLogger,
): Promise<Unlisten> {
  const instance = randomUUID();
  const unlisten = await notifications.listen(
    CONTENT_CHANNEL,
    (from) => {
      if (from !== instance) changes.receive();
    },
    () => changes.receive(),
  );
  changes.relayTo(async () => {
    try {
      await notifications.notify(CONTENT_CHANNEL, instance);
    } catch (error) {
      log.warn({ err: error }, "could not tell other instances about a content change");
    }
  });
  return unlisten;
}
