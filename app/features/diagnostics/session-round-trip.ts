import { SESSION_ECHO_PATH } from "@shared/diagnostics/paths";
import { SESSION_HEADER } from "@shared/quotes/builder/session-id";
import { useEffect, useState } from "react";
import { ApiError } from "~/lib/api-client";
import { useSessionRefused } from "~/lib/session-provider";
import { useSessionRequest } from "~/lib/use-session-request";

export type RoundTrip =
  | { status: "waiting" }
  | { status: "done"; sent: string; received: string }
  | { status: "failed"; message: string };

/** Shown when there is no id to send: waiting for one would never end. */
export const NO_SESSION_MESSAGE =
  "No round trip: this browser refused storage, so there is no session id to send.";

/** Sends this browser's session id through the request layer and reads what arrived. */
export function useSessionRoundTrip(): { sessionId: string | null; roundTrip: RoundTrip } {
  const { sessionId, apiData } = useSessionRequest();
  const refused = useSessionRefused();
  const [roundTrip, setRoundTrip] = useState<RoundTrip>({ status: "waiting" });

  useEffect(() => {
    if (!sessionId) return;
    let current = true;
    apiData<{ sessionId: string }>(SESSION_ECHO_PATH).then(
      (answer) => {
        if (current) setRoundTrip({ status: "done", sent: sessionId, received: answer.sessionId });
      },
      (error: unknown) => {
        if (!current) return;
        const message =
          error instanceof ApiError || error instanceof Error ? error.message : String(error);
        setRoundTrip({ status: "failed", message: `${SESSION_HEADER} round trip: ${message}` });
      },
    );
    return () => {
      current = false;
    };
  }, [sessionId, apiData]);

  if (refused) return { sessionId, roundTrip: { status: "failed", message: NO_SESSION_MESSAGE } };
  return { sessionId, roundTrip };
}
