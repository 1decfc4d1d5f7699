import { BarChart4, Cloud, Code, Lock, type LucideIcon, Shield } from "lucide-react";

export type ServiceId =
  | "managed-it"
  | "cybersecurity"
  | "cloud-devops"
  | "software-ai"
  | "transformation";

export interface ServiceSummary {
  id: ServiceId;
  icon: LucideIcon;
  title: string;
  description: string;
  /** Seed 000 §3: every service card links to the services anchor. */
  link: "#services";
}

/** Seed 000 §2: the five service cards, in order. Their dialog content is in service-details.ts. */
export const serviceSummaries: ServiceSummary[] = [
  {
    id: "managed-it",
    icon: Shield,
    title: "Managed IT & Helpdesk",
    description:
      "Proactive monitoring, patching and a friendly 24/7 helpdesk that keeps every user, device and server productive.",
    link: "#services",
  },
  {
    id: "cybersecurity",
    icon: Lock,
    title: "Cybersecurity & Compliance",
    description:
      "Round-the-clock threat detection and response, plus the controls and evidence auditors expect for SOC 2, HIPAA and more.",
    link: "#services",
  },
  {
    id: "cloud-devops",
    icon: Cloud,
    title: "Cloud & DevOps",
    description:
      "Secure landing zones, infrastructure as code and delivery pipelines that ship changes daily without surprises.",
    link: "#services",
  },
  {
    id: "software-ai",
    icon: Code,
    title: "Custom Software & AI Engineering",
    description:
      "Production-grade applications and AI features built with security reviews, tests and documentation from day one.",
    link: "#services",
  },
  {
    id: "transformation",
    icon: BarChart4,
    title: "Digital Transformation Consultancy",
    description:
      "Roadmaps that connect technology investments to measurable business outcomes, and the hands-on help to deliver them.",
    link: "#services",
  },
];
