import type { InsightCategoryId } from "./insight-types";

export interface InsightCategory {
  id: InsightCategoryId;
  label: string;
  description: string;
}

/** Seed 000 §2: three filters, foundation first and selected by default. */
export const insightCategories: InsightCategory[] = [
  {
    id: "foundation",
    label: "Security Foundation",
    description:
      "The essential controls every organisation needs: identity, secure delivery, cloud protection, patching and people.",
  },
  {
    id: "emerging",
    label: "Emerging Technologies",
    description:
      "New attack surfaces and the technologies that defend them, from AI-driven detection to connected devices.",
  },
  {
    id: "compliance",
    label: "Compliance & Governance",
    description:
      "Measure, report and prove your security posture to boards, auditors and regulators.",
  },
];

export const DEFAULT_INSIGHT_CATEGORY: InsightCategoryId = "foundation";
