import { useLayoutEffect, useState } from "react";
import { prefersReducedMotion } from "~/components/landing/motion";
import {
  type CounterFormat,
  counterValue,
  DEFAULT_COUNTER_DURATION_MS,
  formatCounter,
} from "./counter";

interface AnimatedCounterProps {
  target: number;
  format: CounterFormat;
  durationMs?: number;
  /** Counting starts when this turns true (the counter scrolled into view). */
  active: boolean;
  className?: string;
}

/**
 * Counts from 0 to the target when shown. The server renders the final value (no script,
 * no zero); reduced motion shows it at once. Screen readers get only the final value.
 */
export function AnimatedCounter({
  target,
  format,
  durationMs = DEFAULT_COUNTER_DURATION_MS,
  active,
  className,
}: AnimatedCounterProps) {
  const [value, setValue] = useState(target);

  useLayoutEffect(() => {
    if (prefersReducedMotion()) {
      setValue(target);
      return;
    }
    setValue(0);
    if (!active) return;
    const start = performance.now();
    let frame = 0;
    const tick = (now: number) => {
      const next = counterValue(target, now - start, durationMs);
      setValue(next);
      if (next < target) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [target, durationMs, active]);

  return (
    <span className={className}>
      <span aria-hidden="true" data-counter>
        {formatCounter(value, format)}
      </span>
      <span className="sr-only">{formatCounter(target, format)}</span>
    </span>
  );
}
