import type { SessionRepository } from "./session-repository";

/** What the auth module lets the modules that manage accounts do with sessions. */
export type SessionService = Pick<SessionRepository, "listForUser" | "deleteOne" | "deleteForUser">;

/**
 * The auth module's sessions for the other modules (decision 061): a person's sessions listed,
 * one ended, or all but the current one ended (a new password, an Owner's reset, a changed role
 * or status). The repository itself, narrowed to these.
 */
export const createSessionService = (sessions: SessionRepository): SessionService => sessions;
