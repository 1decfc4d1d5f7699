import { createSessionId, isSessionId } from "@shared/quotes/builder/session-id";

/** Seed 001 §3/§4: where the browser keeps the Service Builder session id. */
export const SESSION_STORAGE_KEY = "sb-session-id";
export const SESSION_COOKIE = "sb_session_id";
export const CLIENT_ID_STORAGE_KEY = "sb-client-id";
/** The other configurations this browser held, most recent first (decision 046). */
export const PREVIOUS_SESSIONS_STORAGE_KEY = "sb-previous-session-ids";
/** How many other configurations a browser keeps within reach. */
export const MAX_PREVIOUS_SESSIONS = 3;
const SESSION_COOKIE_MAX_AGE = 60 * 60 * 24 * 30;

/** What the URL says about the session: no ?sessionId=, a usable one, or one that is not. */
export function sessionLink(search: string): "none" | "valid" | "invalid" {
  const fromUrl = new URLSearchParams(search).get("sessionId");
  if (fromUrl === null) return "none";
  return isSessionId(fromUrl) ? "valid" : "invalid";
}

/** A link to another session than the one this browser holds, not decided on yet. */
export interface PendingLink {
  held: string;
  linked: string;
  /** The link's id was not a session id: `linked` is a fresh one (issue 10). */
  fresh: boolean;
}

/** The session the page starts on, and a link still to be decided on (decision 046). */
export interface StartingSession {
  sessionId: string;
  /** Never replaces the held session before the builder has decided (or asked). */
  pending: PendingLink | null;
}

/**
 * The stored id, else the URL's ?sessionId=, else a new one. A link while the browser holds
 * another session waits for the builder to decide (`resolveLinkedSession`). A link whose id is
 * not a session id leads to a fresh session (issue 10): it must not open whatever this
 * browser had.
 */
export function startingSession(search: string, stored: string | null): StartingSession {
  const link = sessionLink(search);
  const held = isSessionId(stored) ? stored : null;
  const linked = link === "valid" ? (new URLSearchParams(search).get("sessionId") as string) : null;
  if (link === "none") return { sessionId: held ?? createSessionId(), pending: null };
  const target = linked ?? createSessionId();
  if (held === null || held === target) return { sessionId: target, pending: null };
  return { sessionId: held, pending: { held, linked: target, fresh: linked === null } };
}

/**
 * How far the browser's own session got: a lead sent (or a step past it), only input typed
 * in this browser and not sent yet, or nothing at all.
 */
export type HeldProgress = "lead" | "input" | "nothing";

export type LinkDecision =
  | { kind: "open"; sessionId: string; keep: string | null }
  | { kind: "ask"; held: string; linked: string };

/**
 * Decision 046: what a ?sessionId= link does to the session this browser holds. A held
 * session with a lead is never replaced unasked; one with only unsent input is replaced but
 * kept within reach (`keep`); an empty one is simply replaced. A fresh session (the link's
 * id was unusable) opens without asking, keeping the held one within reach. Decided on the
 * held session alone: nothing about the linked one is read before the visitor chooses it.
 */
export function resolveLinkedSession(
  held: string | null,
  linked: string,
  progress: HeldProgress,
  fresh = false,
): LinkDecision {
  if (held === null || held === linked) return { kind: "open", sessionId: linked, keep: null };
  if (progress === "lead" && !fresh) return { kind: "ask", held, linked };
  return { kind: "open", sessionId: linked, keep: progress === "nothing" ? null : held };
}

/**
 * The list of other configurations once `current` is open and `kept` is set aside: `kept`
 * first, no duplicates, never the open one, at most MAX_PREVIOUS_SESSIONS.
 */
export function previousAfter(
  previous: readonly string[],
  current: string,
  kept: string | null,
): string[] {
  const list = kept ? [kept, ...previous] : [...previous];
  return [...new Set(list)]
    .filter((id) => id !== current && isSessionId(id))
    .slice(0, MAX_PREVIOUS_SESSIONS);
}

/** The other configurations kept in this browser (nothing when storage is refused). */
export function readPreviousSessions(win: Window): string[] {
  try {
    const parsed: unknown = JSON.parse(
      win.localStorage.getItem(PREVIOUS_SESSIONS_STORAGE_KEY) ?? "[]",
    );
    return Array.isArray(parsed) ? parsed.filter((id) => isSessionId(id)) : [];
  } catch {
    return [];
  }
}

/** Stores the id the browser runs on, in local storage and the cookie (seed 001 §4). */
function storeSessionId(win: Window, sessionId: string): void {
  win.localStorage.setItem(SESSION_STORAGE_KEY, sessionId);
  const secure = win.location.protocol === "https:" ? "; Secure" : "";
  win.document.cookie = `${SESSION_COOKIE}=${sessionId}; Path=/; Max-Age=${SESSION_COOKIE_MAX_AGE}; SameSite=Lax${secure}`;
}

/**
 * Opens `sessionId` in this browser and keeps `kept` (the one it replaces, or the link
 * declined) among the other configurations. Returns the list kept. Throws when the browser
 * refuses storage.
 */
export function switchSession(win: Window, sessionId: string, kept: string | null): string[] {
  storeSessionId(win, sessionId);
  const previous = previousAfter(readPreviousSessions(win), sessionId, kept);
  if (previous.length > 0) {
    win.localStorage.setItem(PREVIOUS_SESSIONS_STORAGE_KEY, JSON.stringify(previous));
  } else {
    win.localStorage.removeItem(PREVIOUS_SESSIONS_STORAGE_KEY);
  }
  return previous;
}

/** Reads or creates the ids and persists them; throws when the browser refuses storage. */
export function initializeSession(win: Window): StartingSession {
  const starting = startingSession(
    win.location.search,
    win.localStorage.getItem(SESSION_STORAGE_KEY),
  );
  storeSessionId(win, starting.sessionId);
  if (!win.localStorage.getItem(CLIENT_ID_STORAGE_KEY)) {
    win.localStorage.setItem(CLIENT_ID_STORAGE_KEY, crypto.randomUUID());
  }
  return starting;
}
