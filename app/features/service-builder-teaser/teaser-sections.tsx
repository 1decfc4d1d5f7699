import type { CompanyProfile } from "@shared/settings/company-profile";
import { ArrowRight, CheckCircle2, Clock, Mail, Phone } from "lucide-react";
import { Link } from "react-router";
import { SectionHeading } from "~/components/landing/section-heading";
import { buttonClasses } from "~/components/ui/button";
import { telHref } from "~/lib/tel-href";
import { AT_LAUNCH, LIVE_NOW, milestones, teaserFeatures } from "./teaser-content";

/**
 * Issue 34: the way into the working builder, said for what it is (early access, open now),
 * apart from the seed's 'Coming Soon', which is the public launch.
 */
export function EarlyAccess() {
  return (
    <section
      aria-labelledby="early-access-heading"
      className="mx-auto max-w-7xl px-4 py-4 sm:px-6 lg:px-8"
    >
      <div className="flex flex-col gap-6 rounded-3xl border border-primary/40 bg-primary-soft/40 p-6 sm:p-8 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <p className="inline-flex items-center gap-2 text-sm font-semibold text-primary">
            <CheckCircle2 aria-hidden className="size-4" />
            Available today
          </p>
          <h2 id="early-access-heading" className="mt-2 text-2xl font-bold tracking-tight">
            Early access is open
          </h2>
          <p className="mt-2 text-muted">
            The assessment, the service configuration and real-time pricing already work: build your
            configuration location by location and leave with a quote you can share. The public
            launch adds the implementation timeline.
          </p>
        </div>
        <div className="flex shrink-0 flex-col items-start gap-2">
          <Link to="/sb/lead" className={buttonClasses({ size: "lg" })}>
            Start configuring now
            <ArrowRight aria-hidden className="size-4" />
          </Link>
          <span className="text-sm text-muted">Free, about five minutes.</span>
        </div>
      </div>
    </section>
  );
}

/** Seed 000 §2: the four feature cards, each saying whether it works today (issue 34). */
export function TeaserFeatures() {
  return (
    <section aria-labelledby="features-heading" className="py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="features-heading"
          eyebrow="What works now, what comes next"
          title="From assessment to rollout plan in one sitting"
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {teaserFeatures.map(({ icon: Icon, title, description, live }) => (
            <li
              key={title}
              className="rounded-2xl border border-border bg-surface p-6 transition-colors hover:border-primary/50"
            >
              <span className="inline-flex size-11 items-center justify-center rounded-xl bg-primary-soft text-primary">
                <Icon aria-hidden className="size-5" />
              </span>
              <h3 className="mt-5 text-lg leading-snug font-semibold">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted">{description}</p>
              <p
                className={`mt-4 inline-flex items-center gap-1.5 text-xs font-semibold ${live ? "text-success" : "text-muted"}`}
              >
                {live ? (
                  <CheckCircle2 aria-hidden className="size-3.5" />
                ) : (
                  <Clock aria-hidden className="size-3.5" />
                )}
                {live ? LIVE_NOW : AT_LAUNCH}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** Seed 000 §2: Q2 2025 Beta Testing, then Q3 2025 Public Launch. */
export function LaunchTimeline() {
  return (
    <section
      aria-labelledby="timeline-heading"
      className="border-y border-border bg-surface/50 py-20"
    >
      <div className="mx-auto max-w-4xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="timeline-heading" eyebrow="Timeline" title="The road to launch" />
        <ol className="relative mt-12 grid gap-8 sm:grid-cols-2">
          <span
            aria-hidden
            className="absolute top-5 right-1/4 left-1/4 hidden h-0.5 bg-gradient-to-r from-primary to-accent sm:block"
          />
          {milestones.map((milestone, index) => (
            <li key={milestone.title} className="relative text-center">
              <span className="relative mx-auto flex size-10 items-center justify-center rounded-full border-2 border-primary bg-bg text-sm font-bold text-primary">
                {index + 1}
              </span>
              <p className="mt-4 text-sm font-semibold tracking-wider text-primary uppercase">
                {milestone.when}
              </p>
              <h3 className="mt-1 text-xl font-bold">{milestone.title}</h3>
              <p className="mx-auto mt-2 max-w-xs text-sm text-muted">{milestone.description}</p>
              <p className="mt-3 inline-flex rounded-full border border-border bg-bg px-3 py-1 text-xs font-semibold text-fg">
                {milestone.now}
              </p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

/** Contact links, for those who would rather talk than configure (the builder is above). */
export function TeaserContact({ company }: { company: CompanyProfile }) {
  return (
    <section aria-labelledby="teaser-contact-heading" className="py-20">
      <div className="mx-auto flex max-w-5xl flex-col items-start gap-8 rounded-3xl border border-border bg-surface p-8 sm:p-10 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-xl">
          <h2 id="teaser-contact-heading" className="text-2xl font-bold tracking-tight">
            Rather talk it through?
          </h2>
          <p className="mt-2 text-muted">
            Our engineers build the same assessment and quote with you, usually within two business
            days.
          </p>
          <ul className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-sm">
            <li>
              <a
                href={`mailto:${company.salesEmail}`}
                className="inline-flex items-center gap-2 text-muted hover:text-fg"
              >
                <Mail aria-hidden className="size-4 text-primary" />
                {company.salesEmail}
              </a>
            </li>
            <li>
              <a
                href={telHref(company.phone)}
                className="inline-flex items-center gap-2 text-muted hover:text-fg"
              >
                <Phone aria-hidden className="size-4 text-primary" />
                {company.phone}
              </a>
            </li>
          </ul>
        </div>
        <div className="flex shrink-0 flex-wrap gap-3">
          <Link to="/#contact" className={buttonClasses({ size: "lg" })}>
            Contact Sales
            <ArrowRight aria-hidden className="size-4" />
          </Link>
          <Link to="/" className={buttonClasses({ size: "lg", variant: "outline" })}>
            Back to Home
          </Link>
        </div>
      </div>
    </section>
  );
}
