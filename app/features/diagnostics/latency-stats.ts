/** Round-trip figures of an echo test, in whole milliseconds. */
export interface LatencySummary {
  count: number;
  min: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

/**
 * Nearest-rank percentile of ascending `sorted` samples: always one of the samples, so a
 * figure shown is a round trip that really happened (no interpolated value).
 */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) throw new RangeError("percentile of no samples");
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(Math.max(rank, 1), sorted.length) - 1] as number;
}

/** Null when there are no samples yet. */
export function summarizeLatency(samples: readonly number[]): LatencySummary | null {
  if (samples.length === 0) return null;
  const sorted = samples.map((ms) => Math.round(ms)).sort((a, b) => a - b);
  return {
    count: sorted.length,
    min: sorted[0] as number,
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] as number,
  };
}
