import { ArrowRight, CalendarCheck } from "lucide-react";
import { Link } from "react-router";
import { PageHero } from "~/components/landing/page-hero";
import { buttonClasses } from "~/components/ui/button";
import { insightCategories } from "./insight-categories";
import type { InsightTopic } from "./insight-types";
import {
  TopicApproach,
  TopicBenefits,
  TopicImpact,
  TopicReasons,
  TopicRisks,
  TopicStory,
} from "./topic-parts";

interface TopicPageProps {
  topic: InsightTopic;
  companyName: string;
}

/** A security topic's own page (seed 000 §2 topic paths): the modal's content, at length. */
export function TopicPage({ topic, companyName }: TopicPageProps) {
  const category = insightCategories.find((candidate) => candidate.id === topic.category);
  return (
    <div data-page="service-topic">
      <PageHero
        eyebrow={category?.label}
        title={topic.title}
        lead={topic.description}
        aside={
          <div className="rounded-3xl border border-border bg-surface/80 p-8 shadow-xl shadow-black/5 backdrop-blur">
            <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-primary-soft text-primary">
              <topic.icon aria-hidden className="size-7" />
            </span>
            <p className="mt-6 text-3xl font-bold tracking-tight text-balance text-primary">
              {topic.stats}
            </p>
            <p className="mt-2 text-sm text-muted">
              What our clients typically see once {topic.title} is in place and operated with us.
            </p>
            <Link
              to="/#contact"
              className={buttonClasses({ size: "lg", className: "mt-6 w-full" })}
            >
              Talk to a Specialist
              <ArrowRight aria-hidden className="size-4" />
            </Link>
          </div>
        }
      />
      <div className="mx-auto grid max-w-7xl gap-12 px-4 pb-16 sm:px-6 lg:grid-cols-[1.4fr_1fr] lg:px-8">
        <div className="grid content-start gap-12">
          <TopicApproach topic={topic} level={2} title="What We Implement" />
          <TopicRisks topic={topic} level={2} />
          <TopicBenefits level={2} />
        </div>
        <div className="grid content-start gap-12">
          <TopicImpact topic={topic} level={2} />
          <TopicStory topic={topic} level={2} />
          <TopicReasons topic={topic} level={2} companyName={companyName} />
        </div>
      </div>
      <section aria-labelledby="topic-contact-heading" className="px-4 pb-24 sm:px-6 lg:px-8">
        <div className="mx-auto flex max-w-5xl flex-col items-start gap-8 rounded-3xl border border-primary/30 bg-primary-soft p-8 sm:p-10 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-xl">
            <h2 id="topic-contact-heading" className="text-2xl font-bold tracking-tight">
              Ready to Transform Your Security?
            </h2>
            <p className="mt-2 text-muted">
              Tell us about your environment. A senior consultant shows you how{" "}
              {topic.title.toLowerCase()} would work for you, with a phased plan and a fixed quote.
            </p>
          </div>
          <Link to="/#contact" className={buttonClasses({ size: "lg", className: "shrink-0" })}>
            <CalendarCheck aria-hidden className="size-4" />
            Schedule a Consultation
          </Link>
        </div>
      </section>
    </div>
  );
}
