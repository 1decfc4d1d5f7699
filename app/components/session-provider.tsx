import { createContext, type ReactNode, useContext, useEffect, useState } from "react";
import { initializeSession } from "~/lib/session-id";

/** Seed 001 §9: how long the failure banner stays. */
export const SESSION_FAILURE_BANNER_MS = 3000;

type SessionStatus = "initializing" | "ready" | "failed" | "limited";

const SessionContext = createContext<string | null>(null);

/** Seed 001 §2/§4: establishes the session id on start; the app renders either way. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<SessionStatus>("initializing");
  const [sessionId, setSessionId] = useState<string | null>(null);

  useEffect(() => {
    try {
      setSessionId(initializeSession(window));
      setStatus("ready");
    } catch (error) {
      console.error("Session initialization failed", error);
      setStatus("failed");
      const timer = setTimeout(() => setStatus("limited"), SESSION_FAILURE_BANNER_MS);
      return () => clearTimeout(timer);
    }
  }, []);

  return (
    <SessionContext.Provider value={sessionId}>
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
  return useContext(SessionContext);
}
