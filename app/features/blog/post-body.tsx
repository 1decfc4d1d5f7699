import type { BlogPost } from "@shared/blog/blog-post";
import { CalendarDays, Lightbulb } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import { formatLongDate } from "~/lib/format-date";
import { caseStudyView, metricWidth, RESULTS_FALLBACK } from "./post-view";

/**
 * The parts of a post shown in the post modal and on its own page (seed 000 §2). Headings
 * start at `level`: 3 inside the modal (its title is the h2), 2 on the page (under the h1).
 */
export type HeadingLevel = 2 | 3;

function Heading({ level, children }: { level: HeadingLevel; children: ReactNode }) {
  const Tag = `h${level}` as const;
  return (
    <Tag className="text-sm font-semibold tracking-wider text-primary uppercase">{children}</Tag>
  );
}

interface SubheadingProps {
  level: 3 | 4 | 5;
  className?: string;
  children: ReactNode;
}

function Subheading({ level, className, children }: SubheadingProps) {
  const Tag = `h${level}` as const;
  return <Tag className={cn("font-semibold", className)}>{children}</Tag>;
}

/** Key Insights, Emerging Trends, Key Metrics and the Case Study, each only when present. */
export function PostSections({ post, level }: { post: BlogPost; level: HeadingLevel }) {
  const { keyInsights, trends, metrics } = post.content;
  const study = caseStudyView(post);
  const sub = (level + 1) as 3 | 4;
  const part = (level + 2) as 4 | 5;
  return (
    <>
      {keyInsights.length > 0 ? (
        <section className="grid gap-3">
          <Heading level={level}>Key Insights</Heading>
          <ul className="grid gap-2.5">
            {keyInsights.map((insight) => (
              <li key={insight} className="flex gap-2.5 leading-relaxed">
                <Lightbulb aria-hidden className="mt-1 size-4 shrink-0 text-warning" />
                {insight}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {trends.length > 0 ? (
        <section className="grid gap-3">
          <Heading level={level}>Emerging Trends</Heading>
          <div className="grid gap-3 sm:grid-cols-2">
            {trends.map((trend) => (
              <div key={trend.title} className="rounded-xl border border-border p-4">
                <Subheading level={sub}>{trend.title}</Subheading>
                <p className="mt-1 text-sm text-muted">{trend.description}</p>
              </div>
            ))}
          </div>
        </section>
      ) : null}

      {metrics.length > 0 ? (
        <section className="grid gap-3">
          <Heading level={level}>Key Metrics</Heading>
          <ul className="grid gap-4">
            {metrics.map((metric) => (
              <li key={metric.label}>
                <div className="flex justify-between gap-4 text-sm">
                  <span>{metric.label}</span>
                  <span className="font-semibold">{metric.value}</span>
                </div>
                <div className="mt-1.5 h-2 overflow-hidden rounded-full bg-surface-2">
                  <div
                    data-testid="metric-bar"
                    className="h-full rounded-full bg-gradient-to-r from-primary to-accent"
                    style={{ width: metricWidth(metric.width) }}
                  />
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {study ? (
        <section className="grid gap-4 rounded-2xl border border-border bg-surface-2/50 p-6">
          <Heading level={level}>Case Study</Heading>
          <Subheading level={sub} className="text-lg">
            {study.title}
          </Subheading>
          <div>
            <Subheading level={part} className="text-sm">
              Challenge
            </Subheading>
            <p className="mt-1 text-sm text-muted">{study.challenge}</p>
          </div>
          <div>
            <Subheading level={part} className="text-sm">
              Approach
            </Subheading>
            <p className="mt-1 text-sm text-muted">{study.approach}</p>
          </div>
          <div>
            <Subheading level={part} className="text-sm">
              Results
            </Subheading>
            {study.results ? (
              <ul className="mt-1 grid list-disc gap-1 pl-5 text-sm text-muted">
                {study.results.map((result) => (
                  <li key={result}>{result}</li>
                ))}
              </ul>
            ) : (
              <p className="mt-1 text-sm text-muted">{RESULTS_FALLBACK}</p>
            )}
          </div>
        </section>
      ) : null}
    </>
  );
}

/** Seed 000 §2: 'Want to learn more?' with the 'Schedule a Consultation' control given. */
export function LearnMore({ level, action }: { level: HeadingLevel; action: ReactNode }) {
  const Tag = `h${level}` as const;
  return (
    <section className="flex flex-col gap-4 rounded-2xl bg-primary-soft p-6 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <Tag className="text-lg font-bold">Want to learn more?</Tag>
        <p className="mt-1 text-sm text-muted">
          Talk to the specialists behind this article about your own environment.
        </p>
      </div>
      {action}
    </section>
  );
}

/** The closing 'Published {date}' line, with room for a link beside it. */
export function PublishedLine({ post, children }: { post: BlogPost; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-t border-border pt-5 text-sm text-muted">
      <p className="flex items-center gap-2">
        <CalendarDays aria-hidden className="size-4" />
        Published <time dateTime={post.publishedOn}>{formatLongDate(post.publishedOn)}</time>
      </p>
      {children}
    </div>
  );
}
