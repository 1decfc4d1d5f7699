import type { CounterFormat } from "./counter";

export type MetricSetId = "dev" | "it" | "compliance";

export interface AiCounter extends CounterFormat {
  value: number;
  label: string;
}

export interface MetricSet {
  id: MetricSetId;
  label: string;
  title: string;
  text: string;
  counters: [AiCounter, AiCounter, AiCounter];
}

/** Seed 000 §9 AI-section figures: Development 23/690/87, IT Operations 94/78/5.2, Compliance 99.8/63/17. */
export const metricSets: MetricSet[] = [
  {
    id: "dev",
    label: "Development",
    title: "Ship production-grade software at AI speed",
    text: "AI pair programming, generated test suites and automated code review compress weeks of delivery into days, while every change still passes the same security gates.",
    counters: [
      { value: 23, suffix: "x", label: "faster delivery than the pre-AI baseline" },
      { value: 690, suffix: "x", label: "peak throughput of generated test runs" },
      { value: 87, suffix: "%", label: "of routine changes reviewed by AI before a human" },
    ],
  },
  {
    id: "it",
    label: "IT Operations",
    title: "Operations that fix themselves before users notice",
    text: "Machine-learning models correlate alerts, predict capacity problems and run approved remediations automatically, leaving engineers the incidents that need judgement.",
    counters: [
      { value: 94, suffix: "%", label: "of alerts triaged without human effort" },
      { value: 78, suffix: "%", label: "shorter mean time to resolve incidents" },
      {
        value: 5.2,
        decimals: 1,
        prefix: "$",
        suffix: "M",
        label: "average annual savings per enterprise client",
      },
    ],
  },
  {
    id: "compliance",
    label: "Compliance",
    title: "Continuous compliance instead of annual panic",
    text: "Controls are tested continuously and evidence is collected as work happens, so audits become a review of what is already documented.",
    counters: [
      { value: 99.8, decimals: 1, suffix: "%", label: "of controls monitored continuously" },
      { value: 63, suffix: "%", label: "less time spent preparing for audits" },
      { value: 17, label: "regulatory frameworks mapped automatically" },
    ],
  },
];

export const DEFAULT_METRIC_SET: MetricSetId = "dev";

export interface AiStory {
  sector: string;
  title: string;
  text: string;
}

/** The 'Explore AI Solutions' panel: four real-world stories and one advantage note. */
export const aiStories: AiStory[] = [
  {
    sector: "Healthcare",
    title: "Triage assistant for a clinic network",
    text: "A retrieval assistant answers staff questions from 4,000 policy documents, cutting helpdesk calls about procedures by 46%.",
  },
  {
    sector: "Financial services",
    title: "Fraud signals in real time",
    text: "Streaming anomaly detection flags suspicious payments within 200 ms, blocking $1.7M in fraud in its first quarter.",
  },
  {
    sector: "Manufacturing",
    title: "Predictive maintenance on the line",
    text: "Sensor models forecast bearing failures 10 days ahead, turning emergency stops into planned maintenance windows.",
  },
  {
    sector: "Insurance",
    title: "Claims documents read in seconds",
    text: "Document AI extracts and validates claim data, reducing manual re-keying by 80% with humans approving every payout.",
  },
];

export const aiAdvantage =
  "Our advantage: every model we deploy runs inside your security boundary, is evaluated before release and keeps a human in charge of decisions that matter, with a full audit trail.";

export interface Breakthrough {
  id: string;
  title: string;
  figure: string;
  summary: string;
  detail: string;
}

/** Seed 000 §9 claims: 23x baseline, 30x scale, 690x maximum, 99.999% uptime. */
export const breakthroughs: Breakthrough[] = [
  {
    id: "code-generation",
    title: "AI-assisted engineering",
    figure: "23x baseline",
    summary: "Delivery speed measured against the same teams before AI tooling.",
    detail:
      "Engineers work with code assistants tuned to your codebase and standards. Generated code goes through the same reviews, tests and security scans as any other change, which is why the speed-up holds in production and not only in demos.",
  },
  {
    id: "elastic-scale",
    title: "Elastic AI infrastructure",
    figure: "30x scale",
    summary: "Capacity that grows with demand and shrinks when it is not needed.",
    detail:
      "Inference and training workloads run on autoscaling GPU pools with cost limits per team. Peak events scale thirty-fold within minutes, and idle capacity is released automatically so you pay for use, not for reservations.",
  },
  {
    id: "parallel-testing",
    title: "Massively parallel testing",
    figure: "690x maximum",
    summary: "Generated test suites run in parallel across ephemeral environments.",
    detail:
      "Models generate edge-case tests from specifications and production traces, and thousands of them run side by side in short-lived environments. The maximum throughput we have measured is 690 times a single sequential pipeline.",
  },
  {
    id: "self-healing",
    title: "Self-healing operations",
    figure: "99.999% uptime",
    summary: "Availability achieved for critical client services with automated remediation.",
    detail:
      "Anomaly detection spots degradation early and pre-approved runbooks restart, fail over or scale services automatically. Every action is logged and anything outside the agreed limits is escalated to an engineer.",
  },
];

export interface CustomerQuote {
  quote: string;
  author: string;
  role: string;
}

export const aiQuotes: CustomerQuote[] = [
  {
    quote:
      "We expected AI to be a slide in a strategy deck. Within three months it was resolving a third of our tickets, and our engineers finally had time for the roadmap.",
    author: "Marcus Delaney",
    role: "Head of IT Operations, Harborline Logistics",
  },
  {
    quote:
      "The difference was governance. Every model had an owner, an evaluation and a kill switch, which is exactly what our regulators wanted to see.",
    author: "Aisha Rahman",
    role: "Chief Risk Officer, Westbridge Mutual",
  },
];
