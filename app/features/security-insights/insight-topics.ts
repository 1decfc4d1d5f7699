import { complianceTopics, emergingTopics } from "./emerging-topics";
import { foundationTopics } from "./foundation-topics";
import type { InsightTopic } from "./insight-types";

/** Seed 000 §3: the twelve topics; security-metrics is the only compliance topic. */
export const insightTopics: InsightTopic[] = [
  ...foundationTopics,
  ...emergingTopics,
  ...complianceTopics,
];

/** Seed 000 §9: insight cards show the first three detail bullets. */
export const INSIGHT_CARD_BULLETS = 3;

/** Seed 000 §2: the topic whose own page is /services/{slug} (ai-threat-detection: ai-security). */
export function topicForSlug(slug: string): InsightTopic | undefined {
  return insightTopics.find((topic) => topic.ctaLink === `/services/${slug}`);
}
