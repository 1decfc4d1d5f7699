import { ArrowRight, Check } from "lucide-react";
import { revealStyle } from "~/components/landing/use-reveal";
import { INSIGHT_CARD_BULLETS } from "./insight-topics";
import type { InsightTopic } from "./insight-types";

interface TopicCardProps {
  topic: InsightTopic;
  index: number;
  onOpen(): void;
  onIntent(): void;
}

/** Stat badge, title, description, the first three bullets and the call to action. */
export function TopicCard({ topic, index, onOpen, onIntent }: TopicCardProps) {
  return (
    <li style={revealStyle(index)} className="reveal-item">
      <article className="flex h-full flex-col rounded-2xl border border-border bg-surface p-7 transition-[transform,border-color] duration-300 hover:-translate-y-1 hover:border-primary/50">
        <div className="flex items-start justify-between gap-4">
          <span className="inline-flex size-11 items-center justify-center rounded-xl bg-primary-soft text-primary">
            <topic.icon aria-hidden className="size-5" />
          </span>
          <span className="rounded-full border border-primary/30 bg-primary-soft px-3 py-1 text-xs font-semibold text-primary">
            {topic.stats}
          </span>
        </div>
        <h3 className="mt-5 text-lg font-semibold tracking-tight">{topic.title}</h3>
        <p className="mt-2 text-sm leading-relaxed text-muted">{topic.description}</p>
        <ul className="mt-5 grid flex-1 content-start gap-2">
          {topic.detailedInfo.slice(0, INSIGHT_CARD_BULLETS).map((item) => (
            <li key={item} className="flex gap-2 text-sm">
              <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
              {item}
            </li>
          ))}
        </ul>
        <button
          type="button"
          onClick={onOpen}
          onPointerEnter={onIntent}
          onFocus={onIntent}
          className="mt-6 inline-flex items-center gap-1.5 self-start rounded-md text-sm font-semibold text-primary"
        >
          {topic.cta}
          <ArrowRight aria-hidden className="size-4" />
        </button>
      </article>
    </li>
  );
}
