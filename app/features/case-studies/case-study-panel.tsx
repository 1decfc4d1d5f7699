import type { CaseStudy } from "@shared/case-studies/case-study";
import { imageSources } from "@shared/media/media-url";
import { ArrowDownRight, ArrowUpRight, CalendarClock, Quote, TrendingUp } from "lucide-react";
import { storyParts } from "~/components/landing/story-parts";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { cn } from "~/lib/cn";

export type SubTab = "overview" | "metrics" | "testimonial";

interface CaseStudyPanelProps {
  study: CaseStudy;
  subTab: SubTab;
  onSubTabChange(tab: SubTab): void;
}

function MetricCard({ metric }: { metric: CaseStudy["metrics"][number] }) {
  const Arrow = metric.improvement.startsWith("-") ? ArrowDownRight : ArrowUpRight;
  return (
    <li className="rounded-xl border border-border bg-surface-2/60 p-4">
      <p className="text-sm text-muted">{metric.label}</p>
      <p className="mt-1 text-2xl font-bold tracking-tight">{metric.value}</p>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-xs">
        {metric.previousValue ? (
          <span className="text-muted">was {metric.previousValue}</span>
        ) : null}
        <span
          className={cn(
            "inline-flex items-center gap-0.5 rounded-full px-2 py-0.5 font-semibold",
            metric.isPositive ? "bg-success/15 text-success" : "bg-danger/15 text-danger",
          )}
        >
          <Arrow aria-hidden className="size-3" />
          {metric.improvement}
        </span>
      </p>
    </li>
  );
}

/** One story: sub-tabs Overview (challenge, solution, result), Key Metrics, Testimonial. */
export function CaseStudyPanel({ study, subTab, onSubTabChange }: CaseStudyPanelProps) {
  return (
    <div className="grid gap-8 rounded-3xl border border-border bg-surface p-5 sm:p-8 lg:grid-cols-[1.35fr_1fr]">
      <div>
        <div className="flex items-center gap-4">
          {study.logoUrl ? (
            <img
              {...imageSources(study.logoUrl, "56px")}
              alt={study.logoAlt}
              width={56}
              height={56}
              loading="lazy"
              className="size-14 rounded-2xl"
            />
          ) : null}
          <div>
            <h3 className="text-xl font-bold tracking-tight">{study.company}</h3>
            <p className="text-sm text-muted">{study.industry}</p>
          </div>
        </div>
        <Tabs
          value={subTab}
          onValueChange={(value) => onSubTabChange(value as SubTab)}
          className="mt-6"
        >
          <TabsList
            aria-label={`${study.company} case study`}
            className="max-sm:grid max-sm:w-full max-sm:grid-cols-3"
          >
            <TabsTrigger value="overview">Overview</TabsTrigger>
            <TabsTrigger value="metrics">Key Metrics</TabsTrigger>
            <TabsTrigger value="testimonial">Testimonial</TabsTrigger>
          </TabsList>
          <TabsContent value="overview" className="grid gap-4">
            {storyParts.map(([part, label]) => (
              <div key={part}>
                <h4 className="text-xs font-semibold tracking-wider text-primary uppercase">
                  {label}
                </h4>
                <p className="mt-1.5 leading-relaxed text-muted">{study[part]}</p>
              </div>
            ))}
          </TabsContent>
          <TabsContent value="metrics">
            <ul className="grid gap-3 sm:grid-cols-2">
              {study.metrics.map((metric) => (
                <MetricCard key={metric.label} metric={metric} />
              ))}
            </ul>
          </TabsContent>
          <TabsContent value="testimonial">
            <figure className="rounded-2xl bg-surface-2/60 p-6">
              <Quote aria-hidden className="size-7 text-accent" />
              <blockquote className="mt-3 text-lg leading-relaxed text-pretty">
                “{study.testimonial.quote}”
              </blockquote>
              <figcaption className="mt-4 text-sm">
                <span className="font-semibold">{study.testimonial.author}</span>
                <span className="block text-muted">{study.testimonial.title}</span>
              </figcaption>
            </figure>
          </TabsContent>
        </Tabs>
      </div>
      <div className="flex flex-col gap-4">
        {study.imageUrl ? (
          <img
            {...imageSources(study.imageUrl, "(min-width: 1024px) 40vw, 100vw")}
            alt={study.imageAlt}
            width={800}
            height={450}
            loading="lazy"
            className="aspect-video w-full rounded-2xl border border-border object-cover"
          />
        ) : null}
        <dl className="grid grid-cols-2 gap-3">
          <div className="rounded-xl border border-border p-4">
            <dt className="flex items-center gap-1.5 text-xs text-muted">
              <CalendarClock aria-hidden className="size-3.5" />
              Project duration
            </dt>
            <dd className="mt-1 font-semibold">{study.projectDuration}</dd>
          </div>
          <div className="rounded-xl border border-border p-4">
            <dt className="flex items-center gap-1.5 text-xs text-muted">
              <TrendingUp aria-hidden className="size-3.5" />
              ROI
            </dt>
            <dd className="mt-1 font-semibold">{study.roi}</dd>
          </div>
        </dl>
      </div>
    </div>
  );
}
