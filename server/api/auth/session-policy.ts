/** ASVS L2 session lifetimes. */
export const SESSION_IDLE_TIMEOUT_MS = 30 * 60_000;
export const SESSION_ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60_000;
/** last_used_at is written at most this often, so reads do not turn into writes. */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;

/** A password accepted, the code still owed: valid this long and for this many wrong codes. */
export const PENDING_LOGIN_TTL_MS = 5 * 60_000;
export const PENDING_LOGIN_MAX_ATTEMPTS = 5;

export function isSessionExpired(
  session: { createdAt: Date; lastUsedAt: Date },
  now: number,
): boolean {
  return (
    now - session.lastUsedAt.getTime() > SESSION_IDLE_TIMEOUT_MS ||
    now - session.createdAt.getTime() > SESSION_ABSOLUTE_TIMEOUT_MS
  );
}

export function needsTouch(session: { lastUsedAt: Date }, now: number): boolean {
  return now - session.lastUsedAt.getTime() > SESSION_TOUCH_INTERVAL_MS;
}
