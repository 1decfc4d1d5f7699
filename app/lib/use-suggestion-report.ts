import {
  MAX_SUGGESTION_OUTCOMES,
  type SuggestionOutcome,
  type SuggestionSource,
} from "@shared/analytics/suggestion-constants";
import { useCallback } from "react";
import { useSessionRequest } from "./use-session-request";

/**
 * Tells the server how the prospect answered AI suggestions (issue 36 §4, the analytics'
 * "AI suggestions accepted"). A figure for staff, not something the prospect submitted: a
 * failed report changes nothing on the page and is not retried.
 */
export function useSuggestionReport() {
  const { apiData } = useSessionRequest();
  return useCallback(
    (source: SuggestionSource, outcomes: readonly SuggestionOutcome[]) => {
      if (outcomes.length === 0) return;
      apiData("/api/sb/suggestions", {
        method: "POST",
        body: { source, outcomes: outcomes.slice(0, MAX_SUGGESTION_OUTCOMES) },
      }).catch(() => undefined);
    },
    [apiData],
  );
}
