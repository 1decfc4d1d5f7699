import {
  AlertTriangle,
  ArrowRight,
  BadgeCheck,
  PiggyBank,
  Quote,
  ShieldCheck,
  TrendingUp,
} from "lucide-react";
import { Button, buttonClasses } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "~/components/ui/dialog";
import { insightCategories } from "./insight-categories";
import type { InsightTopic } from "./insight-types";
import { storyFor } from "./topic-stories";

const reasons = [
  "Certified engineers with hands-on experience in regulated industries",
  "A 24/7 security operations centre that watches what we build",
  "Fixed-scope phases with measurable outcomes at each step",
  "Vendor-neutral advice: we recommend what fits, not what we resell",
];

function Block({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="grid gap-3">
      <h3 className="text-base font-semibold">{title}</h3>
      {children}
    </section>
  );
}

interface TopicModalProps {
  topic: InsightTopic;
  companyName: string;
  onClose(): void;
}

/** Seed 000 §2: the topic in depth. Closes by overlay, X or Close; page scroll locked. */
export default function TopicModal({ topic, companyName, onClose }: TopicModalProps) {
  const category = insightCategories.find((candidate) => candidate.id === topic.category);
  const story = storyFor(topic.id);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        size="lg"
        title={topic.title}
        description={topic.description}
        footer={
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
        }
      >
        <div className="grid gap-8">
          <div className="flex flex-wrap gap-2">
            <span className="rounded-full bg-surface-2 px-3 py-1 text-xs font-semibold">
              {category?.label}
            </span>
            <span className="rounded-full border border-primary/30 bg-primary-soft px-3 py-1 text-xs font-semibold text-primary">
              {topic.stats}
            </span>
          </div>

          <Block title="Overview">
            <p className="leading-relaxed text-muted">
              {topic.description} We assess where you stand, implement the controls in phases and
              operate them with you, so the protection lasts beyond the project.
            </p>
            <div className="rounded-xl border border-danger/30 bg-danger/5 p-4">
              <h4 className="text-sm font-semibold text-danger">Without {topic.title}</h4>
              <ul className="mt-2 grid gap-1.5">
                {topic.risks.map((risk) => (
                  <li key={risk} className="flex gap-2 text-sm">
                    <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0 text-danger" />
                    {risk}
                  </li>
                ))}
              </ul>
            </div>
          </Block>

          <Block title="Our Implementation Approach">
            <ol className="grid gap-2">
              {topic.detailedInfo.map((step, index) => (
                <li key={step} className="flex gap-3 text-sm">
                  <span className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-primary-soft text-xs font-bold text-primary">
                    {index + 1}
                  </span>
                  <span className="pt-0.5">{step}</span>
                </li>
              ))}
            </ol>
          </Block>

          <Block title="Key Benefits">
            <div className="grid gap-3 sm:grid-cols-2">
              <div className="rounded-xl border border-border p-4">
                <ShieldCheck aria-hidden className="size-5 text-primary" />
                <h4 className="mt-2 text-sm font-semibold">Enhanced Security</h4>
                <p className="mt-1 text-sm text-muted">
                  Fewer openings for attackers and faster detection when something slips through.
                </p>
              </div>
              <div className="rounded-xl border border-border p-4">
                <PiggyBank aria-hidden className="size-5 text-primary" />
                <h4 className="mt-2 text-sm font-semibold">Cost Efficiency</h4>
                <p className="mt-1 text-sm text-muted">
                  Lower incident costs, less manual effort and tooling sized to what you need.
                </p>
              </div>
            </div>
          </Block>

          <Block title="Impact Metrics">
            <dl className="grid grid-cols-2 gap-3">
              <div className="rounded-xl bg-surface-2/70 p-4">
                <dt className="flex items-center gap-1.5 text-xs text-muted">
                  <TrendingUp aria-hidden className="size-3.5" /> Risk reduction
                </dt>
                <dd className="mt-1 text-2xl font-bold text-primary">{topic.improvement}</dd>
              </div>
              <div className="rounded-xl bg-surface-2/70 p-4">
                <dt className="flex items-center gap-1.5 text-xs text-muted">
                  <PiggyBank aria-hidden className="size-3.5" /> Average annual savings
                </dt>
                <dd className="mt-1 text-2xl font-bold text-primary">{topic.savings}</dd>
              </div>
            </dl>
          </Block>

          <Block title="Success Story">
            <figure className="rounded-xl border border-border p-5">
              <Quote aria-hidden className="size-6 text-accent" />
              <blockquote className="mt-2 leading-relaxed">“{story.quote}”</blockquote>
              <figcaption className="mt-3 text-sm">
                <span className="font-semibold">{story.author}</span>
                <span className="block text-muted">{story.role}</span>
              </figcaption>
            </figure>
          </Block>

          <Block title={`Why Choose ${companyName} for ${topic.title}`}>
            <ul className="grid gap-2">
              {reasons.map((reason) => (
                <li key={reason} className="flex gap-2 text-sm">
                  <BadgeCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
                  {reason}
                </li>
              ))}
            </ul>
          </Block>

          <div className="rounded-2xl bg-primary-soft p-6">
            <h3 className="text-lg font-bold">Ready to Transform Your Security?</h3>
            <p className="mt-1 text-sm text-muted">
              See how {topic.title.toLowerCase()} would work in your environment.
            </p>
            <a href={topic.ctaLink} className={buttonClasses({ className: "mt-4" })}>
              {topic.cta}
              <ArrowRight aria-hidden className="size-4" />
            </a>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
