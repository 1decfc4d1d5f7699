import type { LucideIcon } from "lucide-react";

export type InsightCategoryId = "foundation" | "emerging" | "compliance";

export type TopicId =
  | "zero-trust"
  | "devsecops"
  | "ai-threat-detection"
  | "cloud-security"
  | "sase"
  | "iam"
  | "container-security"
  | "vulnerability-management"
  | "security-awareness"
  | "soar"
  | "iot-security"
  | "security-metrics";

/** Seed 000 §3: an insight topic, plus the figures its modal shows. */
export interface InsightTopic {
  id: TopicId;
  category: InsightCategoryId;
  icon: LucideIcon;
  title: string;
  description: string;
  /** The badge on the card, e.g. "76% fewer breaches". */
  stats: string;
  detailedInfo: string[];
  cta: string;
  /** Seed 000 §2: the topic's own page; ai-threat-detection maps to /services/ai-security. */
  ctaLink: string;
  /** What goes wrong without it ('Without {title}'). */
  risks: string[];
  /** Impact metrics of the modal. */
  improvement: string;
  savings: string;
}
