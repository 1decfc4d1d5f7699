import { Calculator, CalendarRange, type LucideIcon, Radar, SlidersHorizontal } from "lucide-react";

export const COMING_SOON = "Coming Soon";

export interface TeaserFeature {
  icon: LucideIcon;
  title: string;
  description: string;
  /** Works today in the early-access builder (/sb/lead); otherwise it comes with the launch. */
  live: boolean;
}

/** Seed 000 §2: the four feature cards, in this order. */
export const teaserFeatures: TeaserFeature[] = [
  {
    icon: Radar,
    title: "Intelligent Security Assessment",
    description:
      "Answer a few questions about your users, devices, cloud services and regulations; the assessment maps your risks and the controls that address them.",
    live: true,
  },
  {
    icon: SlidersHorizontal,
    title: "Custom Service Configuration",
    description:
      "Combine protection, backup, compliance and advisory services per location, with recommendations that explain why each one is there.",
    live: true,
  },
  {
    icon: Calculator,
    title: "Real-time Pricing Calculator",
    description:
      "See monthly, annual and setup costs update as you configure, including the savings of annual terms, before you ever talk to sales.",
    live: true,
  },
  {
    icon: CalendarRange,
    title: "Implementation Timeline",
    description:
      "Get a phased rollout plan with milestones for onboarding, hardening and compliance, sized to the services you chose.",
    live: false,
  },
];

export interface Milestone {
  when: string;
  title: string;
  description: string;
  /** Where the Service Builder stands on this milestone today (issue 34). */
  now: string;
}

/** Seed 000 §2: beta first, then the public launch. */
export const milestones: Milestone[] = [
  {
    when: "Q2 2025",
    title: "Beta Testing",
    description:
      "Selected clients and waitlist members configure real environments with our engineers alongside.",
    now: "Open now as early access",
  },
  {
    when: "Q3 2025",
    title: "Public Launch",
    description: "Open to every business, with saved configurations and shareable quotes.",
    now: "Next",
  },
];

/** Issue 34: what the teaser says works today, beside the seed's 'Coming Soon'. */
export const LIVE_NOW = "Live in early access";
export const AT_LAUNCH = "Coming with the public launch";
