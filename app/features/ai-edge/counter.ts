/** Seed 000 §9: counters run 2 s by default; those of the AI section run 2.5 s. */
export const DEFAULT_COUNTER_DURATION_MS = 2000;
export const AI_COUNTER_DURATION_MS = 2500;

function easeOutCubic(t: number): number {
  return 1 - (1 - t) ** 3;
}

/** The value shown `elapsedMs` into an animation from 0 to `target`. */
export function counterValue(target: number, elapsedMs: number, durationMs: number): number {
  if (durationMs <= 0) return target;
  const progress = Math.min(1, Math.max(0, elapsedMs / durationMs));
  return progress === 1 ? target : target * easeOutCubic(progress);
}

export interface CounterFormat {
  decimals?: number;
  prefix?: string;
  suffix?: string;
}

export function formatCounter(
  value: number,
  { decimals = 0, prefix = "", suffix = "" }: CounterFormat,
) {
  return `${prefix}${value.toFixed(decimals)}${suffix}`;
}
