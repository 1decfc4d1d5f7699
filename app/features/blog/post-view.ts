import type { BlogPost } from "@shared/blog/blog-post";

/** Seed 000 §2 fallbacks of the post modal (the tag's is `FALLBACK_TAG` in app/lib/post-tags.ts). */
export const FALLBACK_METRIC_WIDTH = "50%";
export const RESULTS_FALLBACK = "Results are being compiled and will be available soon.";
export const CHALLENGE_FALLBACK = "No challenge details available.";
export const APPROACH_FALLBACK = "No approach details available.";

export function metricWidth(width: string | undefined): string {
  return width ?? FALLBACK_METRIC_WIDTH;
}

export interface CaseStudyView {
  title: string;
  challenge: string;
  approach: string;
  /** Null when nothing is reported yet: the view shows RESULTS_FALLBACK. */
  results: string[] | null;
}

/** The case study as shown, or null when it has no title (the block is left out). */
export function caseStudyView(post: BlogPost): CaseStudyView | null {
  const study = post.content.caseStudy;
  if (!study?.title) return null;
  const results = study.results.filter((result) => result.trim() !== "");
  return {
    title: study.title,
    challenge: study.challenge || CHALLENGE_FALLBACK,
    approach: study.approach || APPROACH_FALLBACK,
    results: results.length > 0 ? results : null,
  };
}
