import type { SessionRepository } from "./session-repository";

/**
 * The auth module's sessions for the modules that manage accounts (decision 061): a person's
 * sessions listed, one ended, or all but the current one ended (a new password, a reset by
 * an Owner, a changed role or status).
 */
export function createSessionService(
  sessions: Pick<SessionRepository, "listForUser" | "deleteOne" | "deleteForUser">,
) {
  return {
    listForUser: sessions.listForUser.bind(sessions),
    deleteOne: sessions.deleteOne.bind(sessions),
    deleteForUser: sessions.deleteForUser.bind(sessions),
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
