import { useMemo } from "react";
import { useSessionId } from "./session-provider";
import { type SessionRequests, withSession } from "./session-request";

/** The request functions bound to this browser's session id (see withSession). */
export function useSessionRequest(): SessionRequests {
  const sessionId = useSessionId();
  return useMemo(() => withSession(sessionId), [sessionId]);
}
