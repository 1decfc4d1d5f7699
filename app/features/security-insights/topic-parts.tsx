import { AlertTriangle, BadgeCheck, PiggyBank, Quote, ShieldCheck, TrendingUp } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import type { InsightTopic } from "./insight-types";
import { storyFor } from "./topic-stories";

/**
 * The parts of a security topic shown in its modal (headings from h3: the dialog title is
 * the h2) and on its own page under /services (from h2, under the page's h1).
 */
export type TopicHeadingLevel = 2 | 3;

interface TopicBlockProps {
  level: TopicHeadingLevel;
  title: string;
  className?: string;
  children: ReactNode;
}

export function TopicBlock({ level, title, className, children }: TopicBlockProps) {
  const Heading = `h${level}` as const;
  return (
    <section className={cn("grid content-start gap-3", className)}>
      <Heading
        className={level === 2 ? "text-2xl font-bold tracking-tight" : "text-base font-semibold"}
      >
        {title}
      </Heading>
      {children}
    </section>
  );
}

type PartProps = { topic: InsightTopic; level: TopicHeadingLevel };

/** 'Without {title}': what goes wrong when the discipline is missing. */
export function TopicRisks({ topic, level }: PartProps) {
  const Heading = `h${level + 1}` as "h3" | "h4";
  return (
    <div className="rounded-xl border border-danger/30 bg-danger/5 p-4">
      <Heading className="text-sm font-semibold text-danger">Without {topic.title}</Heading>
      <ul className="mt-2 grid gap-1.5">
        {topic.risks.map((risk) => (
          <li key={risk} className="flex gap-2 text-sm">
            <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0 text-danger" />
            {risk}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Every detail bullet, numbered: the order we implement them in. */
export function TopicApproach({ topic, level, title }: PartProps & { title: string }) {
  return (
    <TopicBlock level={level} title={title}>
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
    </TopicBlock>
  );
}

const benefits = [
  {
    icon: ShieldCheck,
    title: "Enhanced Security",
    text: "Fewer openings for attackers and faster detection when something slips through.",
  },
  {
    icon: PiggyBank,
    title: "Cost Efficiency",
    text: "Lower incident costs, less manual effort and tooling sized to what you need.",
  },
];

export function TopicBenefits({ level }: { level: TopicHeadingLevel }) {
  const Heading = `h${level + 1}` as "h3" | "h4";
  return (
    <TopicBlock level={level} title="Key Benefits">
      <div className="grid gap-3 sm:grid-cols-2">
        {benefits.map(({ icon: Icon, title, text }) => (
          <div key={title} className="rounded-xl border border-border p-4">
            <Icon aria-hidden className="size-5 text-primary" />
            <Heading className="mt-2 text-sm font-semibold">{title}</Heading>
            <p className="mt-1 text-sm text-muted">{text}</p>
          </div>
        ))}
      </div>
    </TopicBlock>
  );
}

export function TopicImpact({ topic, level }: PartProps) {
  const figures = [
    { icon: TrendingUp, label: "Risk reduction", value: topic.improvement },
    { icon: PiggyBank, label: "Average annual savings", value: topic.savings },
  ];
  return (
    <TopicBlock level={level} title="Impact Metrics">
      <dl className="grid grid-cols-2 gap-3">
        {figures.map(({ icon: Icon, label, value }) => (
          <div key={label} className="rounded-xl bg-surface-2/70 p-4">
            <dt className="flex items-center gap-1.5 text-xs text-muted">
              <Icon aria-hidden className="size-3.5" /> {label}
            </dt>
            <dd className="mt-1 text-2xl font-bold text-primary">{value}</dd>
          </div>
        ))}
      </dl>
    </TopicBlock>
  );
}

export function TopicStory({ topic, level }: PartProps) {
  const story = storyFor(topic.id);
  return (
    <TopicBlock level={level} title="Success Story">
      <figure className="rounded-xl border border-border p-5">
        <Quote aria-hidden className="size-6 text-accent" />
        <blockquote className="mt-2 leading-relaxed">“{story.quote}”</blockquote>
        <figcaption className="mt-3 text-sm">
          <span className="font-semibold">{story.author}</span>
          <span className="block text-muted">{story.role}</span>
        </figcaption>
      </figure>
    </TopicBlock>
  );
}

const reasons = [
  "Certified engineers with hands-on experience in regulated industries",
  "A 24/7 security operations centre that watches what we build",
  "Fixed-scope phases with measurable outcomes at each step",
  "Vendor-neutral advice: we recommend what fits, not what we resell",
];

export function TopicReasons({ topic, level, companyName }: PartProps & { companyName: string }) {
  return (
    <TopicBlock level={level} title={`Why Choose ${companyName} for ${topic.title}`}>
      <ul className="grid gap-2">
        {reasons.map((reason) => (
          <li key={reason} className="flex gap-2 text-sm">
            <BadgeCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
            {reason}
          </li>
        ))}
      </ul>
    </TopicBlock>
  );
}
