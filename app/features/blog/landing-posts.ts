import type { BlogPost } from "@shared/blog/blog-post";

/** Seed 000 §9: the Latest Insights section. */
export const FEATURED_SLIDES_MAX = 4;
export const BLOG_CARDS = 3;
export const CAROUSEL_INTERVAL_MS = 6000;
/** 'Schedule a Consultation' closes the post modal, then scrolls to #contact this much later. */
export const MODAL_SCROLL_DELAY_MS = 300;

export interface LandingPosts {
  slides: BlogPost[];
  cards: BlogPost[];
}

/**
 * Seed 000 §2: the carousel shows up to 4 featured posts, or the first 4 posts when none is
 * featured; 3 non-featured posts follow as cards (never repeating a slide).
 * @param featured featured posts, newest first
 * @param others non-featured posts, newest first (at least 7 when available)
 */
export function pickLandingPosts(featured: BlogPost[], others: BlogPost[]): LandingPosts {
  if (featured.length > 0) {
    return {
      slides: featured.slice(0, FEATURED_SLIDES_MAX),
      cards: others.slice(0, BLOG_CARDS),
    };
  }
  return {
    slides: others.slice(0, FEATURED_SLIDES_MAX),
    cards: others.slice(FEATURED_SLIDES_MAX, FEATURED_SLIDES_MAX + BLOG_CARDS),
  };
}
