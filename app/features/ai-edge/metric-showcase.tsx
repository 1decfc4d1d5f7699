import { useCallback, useRef, useState } from "react";
import { useOnFirstView } from "~/components/landing/use-in-view";
import { cn } from "~/lib/cn";
import { type MetricSetId, metricSets } from "./ai-edge-data";
import { AnimatedCounter } from "./animated-counter";
import { AI_COUNTER_DURATION_MS } from "./counter";

/** The Development / IT Operations / Compliance toggle and its three counters. */
export function MetricShowcase({ initial }: { initial: MetricSetId }) {
  const [selected, setSelected] = useState(initial);
  const [inView, setInView] = useState(false);
  const counters = useRef<HTMLDListElement>(null);
  useOnFirstView(
    counters,
    useCallback(() => setInView(true), []),
  );
  const set = metricSets.find((candidate) => candidate.id === selected) ?? metricSets[0];
  if (!set) return null;
  return (
    <div className="mt-14">
      <fieldset className="mx-auto flex w-fit flex-wrap justify-center gap-1 rounded-2xl border border-border bg-surface p-1.5">
        <legend className="sr-only">Show results for</legend>
        {metricSets.map((option) => (
          <button
            key={option.id}
            type="button"
            aria-pressed={option.id === selected}
            onClick={() => setSelected(option.id)}
            className={cn(
              "rounded-xl px-4 py-2 text-sm font-semibold transition-colors sm:px-5",
              option.id === selected
                ? "bg-primary text-primary-fg shadow-sm"
                : "text-muted hover:text-fg",
            )}
          >
            {option.label}
          </button>
        ))}
      </fieldset>
      <div className="mt-8 grid gap-10 rounded-3xl border border-border bg-surface p-8 sm:p-10 lg:grid-cols-[1fr_1.5fr] lg:items-center">
        <div aria-live="polite">
          <h3 className="text-2xl font-bold tracking-tight text-balance">{set.title}</h3>
          <p className="mt-4 leading-relaxed text-muted">{set.text}</p>
        </div>
        <dl
          ref={counters}
          data-state={inView ? "counting" : "waiting"}
          className="grid gap-6 sm:grid-cols-3"
        >
          {set.counters.map((counter, index) => (
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: same slot, new target: the counter re-runs from 0 (seed 000 §4)
              key={index}
              className="flex flex-col-reverse gap-2 rounded-2xl border border-border bg-surface-2/60 p-5"
            >
              <dt className="text-sm text-muted">{counter.label}</dt>
              <dd className="text-4xl font-bold tracking-tight text-primary tabular-nums">
                <AnimatedCounter
                  target={counter.value}
                  format={counter}
                  durationMs={AI_COUNTER_DURATION_MS}
                  active={inView}
                />
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}
