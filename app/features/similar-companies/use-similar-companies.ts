import type { BuilderPatterns, PublicPattern } from "@shared/similar-companies/schema";
import { parseSegmentKey, segmentKey, segmentOf } from "@shared/similar-companies/segment";
import { useCallback, useEffect, useMemo, useState } from "react";
import { keep, readKept } from "~/lib/local-store";
import { useSessionRequest } from "~/lib/use-session-request";
import { useSuggestionReport } from "~/lib/use-suggestion-report";

/** The services whose "companies like yours" line this session set aside. */
const setAsideKey = (sessionId: string) => `sb-similar-set-aside:${sessionId}`;

function readSetAside(sessionId: string | null): Set<number> {
  const kept = sessionId ? readKept(setAsideKey(sessionId)) : null;
  return new Set(Array.isArray(kept) ? kept.filter((id) => Number.isInteger(id)) : []);
}

/**
 * GET /api/sb/similar-companies for the visitor's segment, read from the draft as it stands
 * (issue 36 §2, decision 071): a plain call, as the builder has no query cache. Nothing on a
 * cold start or a failed call: the step then shows the staff rules alone. What the visitor
 * set aside stays set aside in this browser for the session.
 */
export function useSimilarCompanies({
  complianceRequirements,
  sites,
  ready,
}: {
  complianceRequirements: readonly string[];
  sites: readonly { userCount: number }[];
  /** False until the draft has loaded: an empty draft's segment is not the visitor's. */
  ready: boolean;
}) {
  const { apiData, sessionId } = useSessionRequest();
  const segment = segmentOf({ complianceRequirements, sites });
  const key = segmentKey(segment);
  const [answer, setAnswer] = useState<BuilderPatterns | null>(null);
  const [setAside, setSetAside] = useState<ReadonlySet<number>>(new Set());

  useEffect(() => setSetAside(readSetAside(sessionId)), [sessionId]);

  useEffect(() => {
    const asked = parseSegmentKey(key);
    if (!ready || sites.length === 0 || !asked) return;
    let current = true;
    const query = new URLSearchParams({ size: asked.size, compliance: asked.compliance.join(",") });
    apiData<BuilderPatterns>(`/api/sb/similar-companies?${query}`)
      .then((found) => current && setAnswer(found))
      .catch(() => current && setAnswer(null));
    return () => {
      current = false;
    };
  }, [apiData, key, ready, sites.length]);

  const patterns = useMemo(
    () =>
      new Map<number, PublicPattern>(
        answer && segmentKey(answer.segment) === key
          ? answer.patterns.map((pattern) => [pattern.serviceId, pattern])
          : [],
      ),
    [answer, key],
  );

  const report = useSuggestionReport();
  const toggle = useCallback(
    (serviceId: number) => {
      // Setting a line aside is the prospect rejecting it (issue 36 §4).
      if (!setAside.has(serviceId)) report("similar-companies", ["rejected"]);
      setSetAside((before) => {
        const after = new Set(before);
        if (!after.delete(serviceId)) after.add(serviceId);
        if (sessionId) keep(setAsideKey(sessionId), [...after]);
        return after;
      });
    },
    [sessionId, setAside, report],
  );

  return {
    segment,
    /** The pattern behind a service, when its segment has one. */
    patternOf: (serviceId: number) => patterns.get(serviceId),
    /** Every pattern of the segment, as the server ranked them. */
    patterns: [...patterns.values()],
    isSetAside: (serviceId: number) => setAside.has(serviceId),
    /** Sets a line aside, or shows it again. */
    toggle,
    /** The visitor includes a service: with its line showing, that takes the suggestion. */
    included(serviceId: number) {
      if (patterns.has(serviceId) && !setAside.has(serviceId)) {
        report("similar-companies", ["accepted"]);
      }
    },
  };
}

export type SimilarCompanies = ReturnType<typeof useSimilarCompanies>;
