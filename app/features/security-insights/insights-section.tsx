import { lazy, Suspense, useState } from "react";
import { ErrorBoundary } from "~/components/error-boundary";
import { LandingSection } from "~/components/landing/landing-section";
import { SectionHeading } from "~/components/landing/section-heading";
import { useReveal } from "~/components/landing/use-reveal";
import { cn } from "~/lib/cn";
import { preload } from "~/lib/preload";
import { GuideBanner } from "./guide-banner";
import { DEFAULT_INSIGHT_CATEGORY, insightCategories } from "./insight-categories";
import { insightTopics } from "./insight-topics";
import type { InsightCategoryId, TopicId } from "./insight-types";
import { TopicCard } from "./topic-card";

const loadModal = () => import("./topic-modal");
const TopicModal = lazy(loadModal);
const preloadModal = preload(loadModal);

const gridColumns = ["", "mx-auto max-w-md", "md:grid-cols-2", "md:grid-cols-2 lg:grid-cols-3"];

/** Seed 000 §2 (anchor security-insights): filters, topic cards, modal, guide banner. */
export function InsightsSection({ companyName }: { companyName: string }) {
  const [categoryId, setCategoryId] = useState<InsightCategoryId>(DEFAULT_INSIGHT_CATEGORY);
  const [openId, setOpenId] = useState<TopicId | null>(null);
  const grid = useReveal<HTMLUListElement>();
  const category = insightCategories.find((candidate) => candidate.id === categoryId);
  const topics = insightTopics.filter((topic) => topic.category === categoryId);
  const openTopic = insightTopics.find((topic) => topic.id === openId);
  return (
    <LandingSection id="security-insights" className="border-y border-border bg-surface/40">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="security-insights-heading"
          eyebrow="Security Insights"
          title="Security Insights That Matter"
          lead="Clear explanations of the security disciplines that protect modern businesses, and what each one changes for you."
        />
        <fieldset className="mt-12 flex flex-wrap justify-center gap-2">
          <legend className="sr-only">Topic category</legend>
          {insightCategories.map((option) => (
            <button
              key={option.id}
              type="button"
              aria-pressed={option.id === categoryId}
              onClick={() => setCategoryId(option.id)}
              className={cn(
                "rounded-full border px-5 py-2.5 text-sm font-semibold transition-colors",
                option.id === categoryId
                  ? "border-primary bg-primary text-primary-fg"
                  : "border-border bg-surface text-muted hover:text-fg",
              )}
            >
              {option.label}
            </button>
          ))}
        </fieldset>
        <p className="mx-auto mt-6 max-w-2xl text-center text-muted">{category?.description}</p>
        <ul
          ref={grid}
          aria-label={category?.label}
          className={cn("mt-10 grid gap-6", gridColumns[Math.min(topics.length, 3)])}
        >
          {topics.map((topic, index) => (
            <TopicCard
              key={topic.id}
              topic={topic}
              index={index}
              onOpen={() => setOpenId(topic.id)}
              onIntent={preloadModal}
            />
          ))}
        </ul>
        <GuideBanner />
      </div>
      <Suspense fallback={null}>
        <ErrorBoundary name="Security Topic" takeFocus>
          {openTopic ? (
            <TopicModal
              topic={openTopic}
              companyName={companyName}
              onClose={() => setOpenId(null)}
            />
          ) : null}
        </ErrorBoundary>
      </Suspense>
    </LandingSection>
  );
}
