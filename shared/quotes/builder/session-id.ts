/**
 * Seed 001 §3/§4/§7: the Service Builder session id, `session-<timestamp>-<alphanumeric>`,
 * carried by every /sb API call in the X-SB-Session header. Shared so the browser creates
 * and the server accepts exactly the same ids.
 */
export const SESSION_HEADER = "X-SB-Session";

const SESSION_ID = /^session-\d+-[a-z0-9]+$/i;

export function isSessionId(value: string | null | undefined): value is string {
  return typeof value === "string" && value.length <= 80 && SESSION_ID.test(value);
}

const ALPHANUMERIC = "abcdefghijklmnopqrstuvwxyz0123456789";

function randomAlphanumeric(length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length]).join("");
}

/** A new session id (the browser's own, or one staff hand over from the admin area). */
export function createSessionId(now: number = Date.now()): string {
  return `session-${now}-${randomAlphanumeric(12)}`;
}
