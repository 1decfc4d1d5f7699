import type { BlogPost } from "@shared/blog/blog-post";
import { CalendarDays, Lightbulb } from "lucide-react";
import { useRef } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { formatLongDate } from "./format-date";
import { PostTags } from "./post-parts";
import { caseStudyView, metricWidth, RESULTS_FALLBACK } from "./post-view";

interface PostModalProps {
  post: BlogPost;
  onClose(): void;
  onScheduleConsultation(): void;
}

function Heading({ children }: { children: React.ReactNode }) {
  return (
    <h3 className="text-sm font-semibold tracking-wider text-primary uppercase">{children}</h3>
  );
}

/** Seed 000 §2: the post in full. Closes by button, outside click or Escape. */
export default function PostModal({ post, onClose, onScheduleConsultation }: PostModalProps) {
  const leavingForContact = useRef(false);
  const { keyInsights, trends, metrics } = post.content;
  const study = caseStudyView(post);
  const date = formatLongDate(post.publishedOn);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        size="lg"
        title={post.title}
        description={`${date} · ${post.author.name}, ${post.author.title}`}
        closeLabel="Close article"
        onCloseAutoFocus={(event) => {
          // Going to the contact form: focus moves there, not back to the post's card.
          if (leavingForContact.current) event.preventDefault();
        }}
      >
        <article className="grid gap-8">
          <img
            src={post.image}
            alt=""
            width={800}
            height={450}
            className="aspect-video w-full rounded-2xl border border-border object-cover"
          />
          <PostTags post={post} />
          <p className="text-lg leading-relaxed text-pretty">{post.excerpt}</p>

          {keyInsights.length > 0 ? (
            <section className="grid gap-3">
              <Heading>Key Insights</Heading>
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
              <Heading>Emerging Trends</Heading>
              <div className="grid gap-3 sm:grid-cols-2">
                {trends.map((trend) => (
                  <div key={trend.title} className="rounded-xl border border-border p-4">
                    <h4 className="font-semibold">{trend.title}</h4>
                    <p className="mt-1 text-sm text-muted">{trend.description}</p>
                  </div>
                ))}
              </div>
            </section>
          ) : null}

          {metrics.length > 0 ? (
            <section className="grid gap-3">
              <Heading>Key Metrics</Heading>
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
              <Heading>Case Study</Heading>
              <h4 className="text-lg font-semibold">{study.title}</h4>
              <div>
                <h5 className="text-sm font-semibold">Challenge</h5>
                <p className="mt-1 text-sm text-muted">{study.challenge}</p>
              </div>
              <div>
                <h5 className="text-sm font-semibold">Approach</h5>
                <p className="mt-1 text-sm text-muted">{study.approach}</p>
              </div>
              <div>
                <h5 className="text-sm font-semibold">Results</h5>
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

          <section className="flex flex-col gap-4 rounded-2xl bg-primary-soft p-6 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <h3 className="text-lg font-bold">Want to learn more?</h3>
              <p className="mt-1 text-sm text-muted">
                Talk to the specialists behind this article about your own environment.
              </p>
            </div>
            <Button
              onClick={() => {
                leavingForContact.current = true;
                onScheduleConsultation();
              }}
              className="shrink-0"
            >
              Schedule a Consultation
            </Button>
          </section>

          <p className="flex items-center gap-2 border-t border-border pt-5 text-sm text-muted">
            <CalendarDays aria-hidden className="size-4" />
            Published <time dateTime={post.publishedOn}>{date}</time>
          </p>
        </article>
      </DialogContent>
    </Dialog>
  );
}
