import { ChevronDown, Quote, Sparkles } from "lucide-react";
import { useState } from "react";
import { LandingSection } from "~/components/landing/landing-section";
import { SectionHeading } from "~/components/landing/section-heading";
import { cn } from "~/lib/cn";
import {
  aiAdvantage,
  aiQuotes,
  aiStories,
  breakthroughs,
  DEFAULT_METRIC_SET,
} from "./ai-edge-data";
import { MetricShowcase } from "./metric-showcase";

/** Seed 000 §4: at most one of the solutions panel or one breakthrough is open. */
type Expanded = null | "ai-solutions" | string;

const SOLUTIONS_PANEL_ID = "ai-solutions-panel";

/** Seed 000 §2 (anchor ai-edge). */
export function AiEdgeSection() {
  const [expanded, setExpanded] = useState<Expanded>(null);
  const toggle = (id: string) => setExpanded((current) => (current === id ? null : id));
  const solutionsOpen = expanded === "ai-solutions";
  return (
    <LandingSection
      id="ai-edge"
      className="relative overflow-hidden border-y border-border bg-surface/40"
    >
      <div
        aria-hidden
        className="pointer-events-none absolute -top-40 left-1/2 h-80 w-[48rem] -translate-x-1/2 rounded-full bg-accent/10 blur-3xl"
      />
      <div className="relative mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="ai-edge-heading"
          eyebrow="AI Edge"
          title="AI-driven operations, measured in outcomes"
          lead="We put AI to work where it pays off: faster delivery, quieter operations and continuous compliance, with humans in control."
        />
        <MetricShowcase initial={DEFAULT_METRIC_SET} />

        <div className="mt-10 flex justify-center">
          <button
            type="button"
            onClick={() => toggle("ai-solutions")}
            aria-expanded={solutionsOpen}
            aria-controls={SOLUTIONS_PANEL_ID}
            className="inline-flex h-11 items-center gap-2 rounded-lg border border-accent/40 bg-accent/10 px-5 text-sm font-semibold text-fg transition-colors hover:bg-accent/20"
          >
            <Sparkles aria-hidden className="size-4 text-accent" />
            Explore AI Solutions
            <ChevronDown
              aria-hidden
              className={cn("size-4 transition-transform", solutionsOpen && "rotate-180")}
            />
          </button>
        </div>
        <div id={SOLUTIONS_PANEL_ID} hidden={!solutionsOpen} className="mt-8">
          <ul className="grid gap-5 md:grid-cols-2">
            {aiStories.map((story) => (
              <li key={story.title} className="rounded-2xl border border-border bg-surface p-6">
                <p className="text-xs font-semibold tracking-wider text-accent uppercase">
                  {story.sector}
                </p>
                <h3 className="mt-2 font-semibold">{story.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-muted">{story.text}</p>
              </li>
            ))}
          </ul>
          <p className="mt-5 rounded-2xl border border-primary/30 bg-primary-soft p-5 text-sm leading-relaxed text-fg">
            {aiAdvantage}
          </p>
        </div>

        <h3 className="mt-20 text-center text-2xl font-bold tracking-tight">
          Breakthroughs behind the numbers
        </h3>
        <ul className="mx-auto mt-8 grid max-w-5xl gap-4 md:grid-cols-2">
          {breakthroughs.map((item) => {
            const open = expanded === item.id;
            const panelId = `breakthrough-${item.id}`;
            return (
              <li
                key={item.id}
                className={cn(
                  "rounded-2xl border bg-surface transition-colors",
                  open ? "border-primary/60" : "border-border",
                )}
              >
                <button
                  type="button"
                  onClick={() => toggle(item.id)}
                  aria-expanded={open}
                  aria-controls={panelId}
                  className="flex w-full items-start gap-4 rounded-2xl p-6 text-left"
                >
                  <span className="flex-1">
                    <span className="block text-sm font-semibold text-primary">{item.figure}</span>
                    <span className="mt-1 block text-lg font-semibold">{item.title}</span>
                    <span className="mt-1 block text-sm text-muted">{item.summary}</span>
                  </span>
                  <ChevronDown
                    aria-hidden
                    className={cn(
                      "mt-1 size-5 shrink-0 text-muted transition-transform",
                      open && "rotate-180",
                    )}
                  />
                </button>
                <div id={panelId} hidden={!open} className="px-6 pb-6">
                  <p className="border-t border-border pt-4 text-sm leading-relaxed text-muted">
                    {item.detail}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>

        <div className="mt-20 grid gap-6 md:grid-cols-2">
          {aiQuotes.map((item) => (
            <figure key={item.author} className="rounded-2xl border border-border bg-surface p-8">
              <Quote aria-hidden className="size-8 text-accent" />
              <blockquote className="mt-4 text-lg leading-relaxed text-pretty">
                “{item.quote}”
              </blockquote>
              <figcaption className="mt-6 text-sm">
                <span className="font-semibold">{item.author}</span>
                <span className="block text-muted">{item.role}</span>
              </figcaption>
            </figure>
          ))}
        </div>
      </div>
    </LandingSection>
  );
}
