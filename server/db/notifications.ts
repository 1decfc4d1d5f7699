import type pg from "pg";
import type { EmbeddedClient } from "./client";

export type Unlisten = () => Promise<void>;

/** PostgreSQL's LISTEN/NOTIFY: messages between the instances that share one database. */
export interface Notifications {
  notify(channel: string, payload: string): Promise<void>;
  /**
   * Delivers every message sent on `channel`. `onGap` runs after the listening connection was
   * lost and made again: messages sent in between are gone, so the caller must assume some.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onGap: () => void,
  ): Promise<Unlisten>;
}

const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

/** One process owns a PGlite folder, so its notifications never leave this process. */
export function pgliteNotifications(client: EmbeddedClient): Notifications {
  return {
    async notify(channel, payload) {
      await client.query("select pg_notify($1, $2)", [channel, payload]);
    },
    async listen(channel, onMessage) {
      const unlisten = await client.listen(channel, onMessage);
      // A closed database has stopped listening already.
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
  };
}

/**
 * LISTEN needs a connection of its own for as long as it listens (a pooled one goes back to
 * the pool after each query), made again with back-off when the server drops it.
 */
export function postgresNotifications(
  connectionString: string,
  pool: pg.Pool,
  /** The driver's client class (the driver loads only when PostgreSQL is used). */
  Client: typeof pg.Client,
  warn: (message: string) => void = console.warn,
): Notifications {
  return {
    async notify(channel, payload) {
      await pool.query("select pg_notify($1, $2)", [channel, payload]);
    },
    async listen(channel, onMessage, onGap) {
      let current: pg.Client | undefined;
      let stopped = false;
      let retryMs = FIRST_RETRY_MS;
      let timer: NodeJS.Timeout | undefined;

      const lost = (client: pg.Client, reason: string) => {
        if (stopped || current !== client) return;
        current = undefined;
        warn(`PostgreSQL notifications on "${channel}" stopped (${reason}); reconnecting.`);
        client.end().catch(() => {});
        retry();
      };
      const connect = async (afterLoss: boolean) => {
        const client = new Client({ connectionString });
        client.on("notification", (message) => {
          if (message.channel === channel) onMessage(message.payload ?? "");
        });
        client.on("error", (error) => lost(client, error.message));
        client.on("end", () => lost(client, "connection closed"));
        try {
          await client.connect();
          await client.query(`listen ${client.escapeIdentifier(channel)}`);
        } catch (error) {
          client.end().catch(() => {});
          throw error;
        }
        if (stopped) {
          await client.end();
          return;
        }
        current = client;
        retryMs = FIRST_RETRY_MS;
        if (afterLoss) onGap();
      };
      const retry = () => {
        timer = setTimeout(() => {
          connect(true).catch((error: Error) => {
            warn(`PostgreSQL notifications on "${channel}": ${error.message}; retrying.`);
            retry();
          });
        }, retryMs);
        timer.unref();
        retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
      };

      await connect(false);
      return async () => {
        stopped = true;
        clearTimeout(timer);
        const client = current;
        current = undefined;
        await client?.end().catch(() => {});
      };
    },
  };
}
