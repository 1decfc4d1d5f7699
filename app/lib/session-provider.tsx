import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from "react";
import {
  initializeSession,
  type PendingLink,
  readPreviousSessions,
  switchSession,
} from "./session-id";
import { createValueStore, useStoreValue, type ValueStore } from "./value-store";

/** Seed 001 §9: how long the failure banner stays. */
export const SESSION_FAILURE_BANNER_MS = 3000;

type SessionStatus = "initializing" | "ready" | "failed" | "limited";

interface SessionStores {
  id: ValueStore<string | null>;
  /** The browser refused storage: no id will come. */
  refused: ValueStore<boolean>;
  /** A ?sessionId= link to another session than the held one, not decided on yet (046). */
  pending: ValueStore<PendingLink | null>;
  /** The other configurations this browser keeps within reach, most recent first. */
  previous: ValueStore<readonly string[]>;
}

const sessionStores = (): SessionStores => ({
  id: createValueStore<string | null>(null),
  refused: createValueStore(false),
  pending: createValueStore<PendingLink | null>(null),
  previous: createValueStore<readonly string[]>([]),
});

// Outside a provider (component tests) there is no session: null, as before initialisation.
const SessionContext = createContext<SessionStores>(sessionStores());

/** Seed 001 §2/§4: establishes the session id on start; the app renders either way. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<SessionStatus>("initializing");
  // One set of stores for the provider's life: the context value never changes (value-store.ts).
  const [stores] = useState(sessionStores);

  useEffect(() => {
    try {
      const { sessionId, pending } = initializeSession(window);
      stores.previous.set(readPreviousSessions(window));
      stores.pending.set(pending);
      stores.id.set(sessionId);
      setStatus("ready");
    } catch (error) {
      console.error("Session initialization failed", error);
      stores.refused.set(true);
      setStatus("failed");
      const timer = setTimeout(() => setStatus("limited"), SESSION_FAILURE_BANNER_MS);
      return () => clearTimeout(timer);
    }
  }, [stores]);

  return (
    <SessionContext.Provider value={stores}>
      {status === "initializing" ? (
        <div
          role="status"
          className="fixed bottom-4 left-4 z-[90] rounded-full border border-border bg-surface/95 px-3 py-1.5 text-xs font-medium text-muted shadow-sm"
        >
          Initializing session...
        </div>
      ) : null}
      {status === "failed" ? (
        <div
          role="alert"
          className="fixed inset-x-0 top-0 z-[95] bg-red-700 px-4 py-2 text-center text-sm font-medium text-white"
        >
          Session initialization failed. Continuing with limited functionality...
        </div>
      ) : null}
      {children}
    </SessionContext.Provider>
  );
}

/** The session id once initialised; null before, or when the browser refused storage. */
export function useSessionId(): string | null {
  return useStoreValue(useContext(SessionContext).id);
}

/** True once the browser refused storage: there is no session id, and none will come. */
export function useSessionRefused(): boolean {
  return useStoreValue(useContext(SessionContext).refused);
}

/** The link waiting for the builder's decision (decision 046), or null. */
export function usePendingLink(): PendingLink | null {
  return useStoreValue(useContext(SessionContext).pending);
}

/** The other configurations this browser keeps within reach, most recent first. */
export function usePreviousSessions(): readonly string[] {
  return useStoreValue(useContext(SessionContext).previous);
}

/**
 * Opens `sessionId` in this browser, keeping `kept` (the session it replaces, or a link the
 * visitor declined) within reach; settles any pending link. In memory only when the browser
 * refuses storage.
 */
export function useSwitchSession(): (sessionId: string, kept: string | null) => void {
  const stores = useContext(SessionContext);
  return useCallback(
    (sessionId, kept) => {
      try {
        stores.previous.set(switchSession(window, sessionId, kept));
      } catch (error) {
        console.warn("The configuration switch could not be stored", error);
      }
      // The id first: in between, the pending link then belongs to no session.
      stores.id.set(sessionId);
      stores.pending.set(null);
    },
    [stores],
  );
}
