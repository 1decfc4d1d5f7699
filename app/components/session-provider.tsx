import { createContext, type ReactNode, useContext, useEffect, useState } from "react";
import { initializeSession } from "~/lib/session-id";
import { createValueStore, useStoreValue, type ValueStore } from "~/lib/value-store";

/** Seed 001 §9: how long the failure banner stays. */
export const SESSION_FAILURE_BANNER_MS = 3000;

type SessionStatus = "initializing" | "ready" | "failed" | "limited";

interface SessionStores {
  id: ValueStore<string | null>;
  /** The browser refused storage: no id will come. */
  refused: ValueStore<boolean>;
}

const sessionStores = (): SessionStores => ({
  id: createValueStore<string | null>(null),
  refused: createValueStore(false),
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
      stores.id.set(initializeSession(window));
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
