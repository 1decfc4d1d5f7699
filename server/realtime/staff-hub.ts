import { visibleNotificationKinds } from "@shared/auth/permissions";
import {
  CLOSE_CODES,
  HEARTBEAT_MS,
  type NotificationKind,
  type StaffNotification,
} from "@shared/realtime/messages";
import type { FastifyBaseLogger } from "fastify";
import {
  type NotificationAnnouncement,
  STAFF_NOTIFICATIONS_CHANNEL,
} from "../api/notifications/raise";
import type { Notifications, Unlisten } from "../db/notifications";
import type { Repositories } from "../repositories";
import type { Channel } from "./channel";

/** One open staff connection and what it has been sent so far. */
export interface StaffConnection {
  channel: Channel;
  userId: string;
  sessionId: string;
  /** The session cookie's token, to re-check the session while the connection lives. */
  sessionToken: string;
  /**
   * The kinds this user's permission set covers (decision 062): only those are sent. Kept up
   * to date by the session checks, so a permission change reaches an open connection too.
   */
  kinds: NotificationKind[];
  /** Newest notification id sent (or known to the client); null until it resumed. */
  lastId: number | null;
}

export interface StaffHubOptions {
  /** The notifications module's reads of one reader's notifications. */
  inbox: Pick<Repositories["notifications"], "unreadCount" | "after" | "latestId">;
  /** The auth module's session lookup, to end a connection whose session ended. */
  sessions: Pick<Repositories["sessions"], "resolve">;
  notifications: Notifications;
  log: FastifyBaseLogger;
  /** How often every connection's session is checked again. */
  sessionCheckMs?: number;
}

/**
 * The staff connections of this instance, per user, and the fan-out: every instance listens
 * on the notifications channel, loads each announced row and pushes it to its own staff. The
 * table is the source of truth; the channel only says "look again".
 */
export function createStaffHub(options: StaffHubOptions) {
  const { inbox, sessions, log } = options;
  const byUser = new Map<string, Set<StaffConnection>>();
  // Deliveries run one after another so every connection sees ids in increasing order.
  let queue: Promise<void> = Promise.resolve();
  const enqueue = (work: () => Promise<void>) => {
    queue = queue.then(work).catch((error: unknown) => {
      log.error({ err: error }, "staff notification delivery failed");
    });
    return queue;
  };

  const all = () => [...byUser.values()].flatMap((set) => [...set]);

  async function pushUnread(userId: string) {
    const connections = byUser.get(userId);
    if (!connections?.size) return;
    for (const connection of connections) await sendUnread(connection);
  }

  async function sendUnread(connection: StaffConnection) {
    const count = await inbox.unreadCount(connection);
    connection.channel.send({ type: "unread", count, latestId: connection.lastId || null });
  }

  function send(connection: StaffConnection, notification: StaffNotification) {
    if (connection.lastId !== null && notification.id <= connection.lastId) return;
    connection.channel.send({ type: "notification", notification });
    connection.lastId = notification.id;
  }

  /** Everything after the connection's cursor (newest 100 at most), then the unread count. */
  async function catchUp(connection: StaffConnection) {
    if (connection.lastId === null) return;
    const missed = await inbox.after(connection, connection.lastId);
    for (const notification of missed) send(connection, notification);
  }

  /** A new notification: each connection that has resumed catches up to it, then unread. */
  async function deliver(id: number) {
    for (const [userId, connections] of byUser) {
      // A connection that has not resumed yet gets it with its resume.
      const behind = [...connections].filter((c) => c.lastId !== null && c.lastId < id);
      if (behind.length === 0) continue;
      for (const connection of behind) await catchUp(connection);
      await pushUnread(userId);
    }
  }

  /** A listen gap may have swallowed announcements: every connection catches up by id. */
  async function recoverGap() {
    for (const connection of all()) await catchUp(connection);
    for (const userId of byUser.keys()) await pushUnread(userId);
  }

  async function endIfSessionGone(connection: StaffConnection) {
    const session = await sessions.resolve(connection.sessionToken);
    const stillStaff =
      session?.sessionId === connection.sessionId &&
      session.user.isAdmin &&
      !session.user.mustChangePassword;
    if (!stillStaff) {
      connection.channel.close(CLOSE_CODES.sessionEnded, "Session ended");
      return;
    }
    const kinds = visibleNotificationKinds(session.user);
    if (kinds.join() !== connection.kinds.join()) {
      connection.kinds = kinds;
      if (connection.lastId !== null) await enqueue(() => sendUnread(connection));
    }
  }

  const checkSessionsOf = (connections: Iterable<StaffConnection>) => {
    for (const connection of connections) {
      endIfSessionGone(connection).catch((error: unknown) =>
        log.warn({ err: error }, "staff session check failed"),
      );
    }
  };

  const sessionCheck = setInterval(
    () => checkSessionsOf(all()),
    options.sessionCheckMs ?? HEARTBEAT_MS,
  );
  sessionCheck.unref();

  let unlisten: Unlisten | undefined;

  return {
    async start() {
      unlisten = await options.notifications.listen(
        STAFF_NOTIFICATIONS_CHANNEL,
        (payload) => {
          let announcement: NotificationAnnouncement;
          try {
            announcement = JSON.parse(payload);
          } catch {
            log.warn({ payload }, "unreadable staff notification announcement");
            return;
          }
          if ("created" in announcement) void enqueue(() => deliver(announcement.created));
          else if ("read" in announcement) void enqueue(() => pushUnread(announcement.read));
          else checkSessionsOf(byUser.get(announcement.sessionsEnded) ?? []);
        },
        () => void enqueue(recoverGap),
      );
    },

    async stop() {
      clearInterval(sessionCheck);
      await unlisten?.();
    },

    add(connection: StaffConnection) {
      let connections = byUser.get(connection.userId);
      if (!connections) {
        connections = new Set();
        byUser.set(connection.userId, connections);
      }
      connections.add(connection);
    },

    remove(connection: StaffConnection) {
      const connections = byUser.get(connection.userId);
      connections?.delete(connection);
      if (connections?.size === 0) byUser.delete(connection.userId);
    },

    /** The client's resume: what it missed since `after` (none yet: from now on), then unread. */
    resume(connection: StaffConnection, after: number | null) {
      return enqueue(async () => {
        connection.lastId = after ?? (await inbox.latestId()) ?? 0;
        await catchUp(connection);
        await sendUnread(connection);
      });
    },

    /** Tells every instance that this user's unread count changed (read here or elsewhere). */
    async announceRead(userId: string) {
      const announcement: NotificationAnnouncement = { read: userId };
      await options.notifications.notify(STAFF_NOTIFICATIONS_CHANNEL, JSON.stringify(announcement));
    },

    /**
     * Some of this user's sessions ended (sign-out, revoked, password or role changed):
     * their connections close now on every instance, not at the next check. The sessions are
     * already gone, so a failed announcement only delays the close until that check.
     */
    async announceSessionsEnded(userId: string) {
      const announcement: NotificationAnnouncement = { sessionsEnded: userId };
      try {
        await options.notifications.notify(
          STAFF_NOTIFICATIONS_CHANNEL,
          JSON.stringify(announcement),
        );
      } catch (error) {
        log.warn({ err: error }, "could not announce ended sessions");
      }
    },

    /** Re-checks every session now (tests; the interval does it otherwise). */
    checkSessions() {
      return Promise.all(all().map(endIfSessionGone));
    },
  };
}

export type StaffHub = ReturnType<typeof createStaffHub>;
