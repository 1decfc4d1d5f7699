/** One request the request layer made from this tab, as /transport-debug lists it. */
export interface LoggedRequest {
  id: number;
  method: string;
  url: string;
  /** Null when no answer came (time-out, network failure). */
  status: number | null;
  durationMs: number;
  /** The server's x-request-id: the key to its log lines for this request. */
  requestId: string | null;
  /** The parsed answer (the envelope), or what went wrong when there was none. */
  body: unknown;
  at: number;
}

export const REQUEST_LOG_LIMIT = 20;

let entries: readonly LoggedRequest[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

/**
 * Keeps the newest requests in this tab's memory only. Never on the server: there the
 * module is shared by every visitor, and one must not see another's answers.
 */
export function recordRequest(entry: Omit<LoggedRequest, "id">): void {
  if (typeof window === "undefined") return;
  entries = [{ ...entry, id: nextId++ }, ...entries].slice(0, REQUEST_LOG_LIMIT);
  for (const listener of listeners) listener();
}

/** Newest first; a new array after every change (for useSyncExternalStore). */
export function requestLogSnapshot(): readonly LoggedRequest[] {
  return entries;
}

const noRequests: readonly LoggedRequest[] = [];
/** The server renders an empty log. */
export function serverRequestLogSnapshot(): readonly LoggedRequest[] {
  return noRequests;
}

export function subscribeRequestLog(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function clearRequestLog(): void {
  entries = [];
  for (const listener of listeners) listener();
}
