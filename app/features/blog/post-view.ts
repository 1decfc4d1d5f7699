import type { BlogPost, BlogTag } from "@shared/blog/blog-post";
import { FALLBACK_TAG_NAME } from "@shared/blog/blog-query";

/** Seed 000 §2 fallbacks of the post modal. */
export const FALLBACK_TAG: BlogTag = { name: FALLBACK_TAG_NAME, primary: true };
export const FALLBACK_METRIC_WIDTH = "50%";
export const RESULTS_FALLBACK = "Results are being compiled and will be available soon.";
export const CHALLENGE_FALLBACK = "No challenge details available.";
export const APPROACH_FALLBACK = "No approach details available.";

export function postTags(post: BlogPost): BlogTag[] {
  return post.tags.length > 0 ? post.tags : [FALLBACK_TAG];
}

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
