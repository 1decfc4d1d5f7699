import { ALL_SEGMENTS, type Counts, EVERY_QUOTE, type Tally, tallyOf } from "./counts";
import type { QuoteKind } from "./transactions";

/**
 * Association rules "segment -> service" read from the counts (decision 071). Nothing else
 * makes a Pattern, so the two thresholds below hold wherever one is shown.
 */

/** Never a pattern from fewer quotes: no one's quote can be told from the figure. */
export const MIN_SUPPORT = 5;
/** At least half of the segment (weighted) chose it: a minority's choice is not a suggestion. */
export const MIN_CONFIDENCE = 0.5;
/** How much one quote of each kind weighs in confidence and lift. */
export const quoteWeights: Record<QuoteKind, number> = { accepted: 1, saved: 0.5 };

export const weightOf = (tally: Tally) =>
  tally.accepted * quoteWeights.accepted + tally.saved * quoteWeights.saved;
export const quotesOf = (tally: Tally) => tally.accepted + tally.saved;

export interface Pattern {
  segment: string;
  serviceId: number;
  /** Quotes of the segment that chose the service: never under MIN_SUPPORT. */
  support: number;
  /** Of those, accepted and saved (staff only: a public answer never splits them). */
  accepted: number;
  saved: number;
  /** Quotes in the segment. */
  segmentQuotes: number;
  /** Weighted share of the segment's quotes that chose it. */
  confidence: number;
  /** Weighted share of every quote that chose it. */
  baseline: number;
  /** confidence / baseline: how much likelier companies like yours are to choose it. */
  lift: number;
}

/** The rule for one segment and service, or null when it does not meet the thresholds. */
export function patternOf(counts: Counts, segment: string, serviceId: number): Pattern | null {
  if (segment === ALL_SEGMENTS || serviceId === EVERY_QUOTE) return null;
  const chose = tallyOf(counts, segment, serviceId);
  const support = quotesOf(chose);
  if (support < MIN_SUPPORT) return null;
  // The segment holds every quote that chose the service, so its weight is at least theirs.
  const inSegment = tallyOf(counts, segment, EVERY_QUOTE);
  const confidence = weightOf(chose) / weightOf(inSegment);
  if (confidence < MIN_CONFIDENCE) return null;
  const baseline =
    weightOf(tallyOf(counts, ALL_SEGMENTS, serviceId)) /
    weightOf(tallyOf(counts, ALL_SEGMENTS, EVERY_QUOTE));
  return {
    segment,
    serviceId,
    support,
    accepted: chose.accepted,
    saved: chose.saved,
    segmentQuotes: quotesOf(inSegment),
    confidence,
    baseline,
    lift: confidence / baseline,
  };
}

/**
 * Every rule the counts hold (only `segment`'s when given): most confident first, then the
 * highest lift, then the service id.
 */
export function mine(counts: Counts, segment?: string): Pattern[] {
  const patterns: Pattern[] = [];
  for (const cell of counts.values()) {
    if (segment !== undefined && cell.segment !== segment) continue;
    const pattern = patternOf(counts, cell.segment, cell.serviceId);
    if (pattern) patterns.push(pattern);
  }
  return patterns.sort(
    (a, b) =>
      (a.segment < b.segment ? -1 : a.segment > b.segment ? 1 : 0) ||
      b.confidence - a.confidence ||
      b.lift - a.lift ||
      a.serviceId - b.serviceId,
  );
}
