import { createSessionId, isSessionId } from "@shared/builder/session-id";

/** Seed 001 §3/§4: where the browser keeps the Service Builder session id. */
export const SESSION_STORAGE_KEY = "sb-session-id";
export const SESSION_COOKIE = "sb_session_id";
export const CLIENT_ID_STORAGE_KEY = "sb-client-id";
const SESSION_COOKIE_MAX_AGE = 60 * 60 * 24 * 30;

/** What the URL says about the session: no ?sessionId=, a usable one, or one that is not. */
export function sessionLink(search: string): "none" | "valid" | "invalid" {
  const fromUrl = new URLSearchParams(search).get("sessionId");
  if (fromUrl === null) return "none";
  return isSessionId(fromUrl) ? "valid" : "invalid";
}

/**
 * The URL's ?sessionId= wins, then the stored id, else a new one. A link whose id is not a
 * session id starts a fresh session (issue 10): it must not open whatever this browser had.
 */
export function chooseSessionId(search: string, stored: string | null): string {
  const link = sessionLink(search);
  if (link === "valid") return new URLSearchParams(search).get("sessionId") as string;
  if (link === "none" && isSessionId(stored)) return stored;
  return createSessionId();
}

/** Reads or creates the ids and persists them; throws when the browser refuses storage. */
export function initializeSession(win: Window): string {
  const sessionId = chooseSessionId(
    win.location.search,
    win.localStorage.getItem(SESSION_STORAGE_KEY),
  );
  win.localStorage.setItem(SESSION_STORAGE_KEY, sessionId);
  if (!win.localStorage.getItem(CLIENT_ID_STORAGE_KEY)) {
    win.localStorage.setItem(CLIENT_ID_STORAGE_KEY, crypto.randomUUID());
  }
  const secure = win.location.protocol === "https:" ? "; Secure" : "";
  win.document.cookie = `${SESSION_COOKIE}=${sessionId}; Path=/; Max-Age=${SESSION_COOKIE_MAX_AGE}; SameSite=Lax${secure}`;
  return sessionId;
}
