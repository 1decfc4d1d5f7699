import { retryDelay } from "~/lib/retry-policy";

/** One step of the reconnect back-off: the base delay and the range jitter spreads it over. */
export interface BackoffStep {
  attempt: number;
  baseMs: number;
  minMs: number;
  maxMs: number;
}

/**
 * The schedule `reconnectDelay` follows (retryDelay with equal jitter: half fixed, half
 * random), spelled out for the first `steps` reconnect attempts.
 */
export function backoffSchedule(steps: number): BackoffStep[] {
  return Array.from({ length: steps }, (_, index) => {
    const baseMs = retryDelay(index);
    return { attempt: index + 2, baseMs, minMs: baseMs / 2, maxMs: baseMs };
  });
}

/** "1.5 s", "30 s": milliseconds as seconds, one decimal only when it is not whole. */
export function formatSeconds(ms: number): string {
  const seconds = Math.round(ms / 100) / 10;
  return `${Number.isInteger(seconds) ? seconds : seconds.toFixed(1)} s`;
}
