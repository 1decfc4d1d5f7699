import type { BuilderStep } from "@shared/quotes/builder/steps";

/** What each step asks, under its title: static, so it shows before the draft has loaded. */
const stepHeadings: Record<BuilderStep, { title: string; text: string }> = {
  lead: {
    title: "Tell us about your company",
    text: "Five questions about your business and a few minutes later you have recommended services with the reasons behind them and a price for every location. We use these details only to prepare and send your quote.",
  },
  assessment: {
    title: "Your locations and priorities",
    text: "Each location is priced on its own users, endpoints and servers. Your compliance needs and worries decide which services we recommend, and why.",
  },
  recommendations: {
    title: "Recommended for you",
    text: "Picked by our published rules from your answers, each with the reason it is here and, for a compliance requirement, the safeguard it supports. Include what fits; you can fine-tune every location next.",
  },
  configure: {
    title: "Configure each location",
    text: "Quantities start from each location's users, endpoints and servers. Change them, add or remove services, and the price updates as you go. Select the info button on any line to see how its number is made.",
  },
  summary: {
    title: "Review and save",
    text: "Everything you configured, per location and in total. Saving stores a version with the price worked out again on our side; save again after changes and the earlier version is kept.",
  },
};

/**
 * A step's title and what it asks, read first by screen readers after a step change. The
 * loading skeleton shows it too (issue 37): the page's largest text is in its HTML, painted
 * at once, instead of after the code and the draft have arrived.
 */
export function StepHeading({ step }: { step: BuilderStep }) {
  const { title, text } = stepHeadings[step];
  return (
    <header className="grid gap-2">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <p className="max-w-3xl text-base text-muted">{text}</p>
    </header>
  );
}
