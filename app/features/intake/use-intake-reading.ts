import type { IntakeReading } from "@shared/intake/schema";
import { useCallback, useEffect, useRef, useState } from "react";
import { useSessionRequest } from "~/lib/use-session-request";

/**
 * POST /api/sb/intake: the description read on the server; nothing is stored. A plain call
 * (the builder has no query cache): `read` resolves with the reading, or null when the panel
 * has gone meanwhile, and throws the API's error.
 */
export function useIntakeReading() {
  const { apiData } = useSessionRequest();
  const [pending, setPending] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const read = useCallback(
    async (text: string): Promise<IntakeReading | null> => {
      setPending(true);
      try {
        const reading = await apiData<IntakeReading>("/api/sb/intake", {
          method: "POST",
          body: { text },
        });
        return mounted.current ? reading : null;
      } finally {
        if (mounted.current) setPending(false);
      }
    },
    [apiData],
  );
  return { pending, read };
}
