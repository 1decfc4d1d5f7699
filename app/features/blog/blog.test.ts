import type { BlogPost } from "@shared/blog/blog-post";
import { describe, expect, it } from "vitest";
import { formatLongDate } from "~/lib/format-date";
import { FALLBACK_TAG, postTags } from "~/lib/post-tags";
import { pickLandingPosts } from "./landing-posts";
import { APPROACH_FALLBACK, CHALLENGE_FALLBACK, caseStudyView, metricWidth } from "./post-view";

function post(id: number, overrides: Partial<BlogPost> = {}): BlogPost {
  return {
    id,
    slug: `post-${id}`,
    title: `Post ${id}`,
    excerpt: "Excerpt",
    image: "/images/blog/x.svg",
    imageAlt: "",
    tags: [{ name: "Cloud", primary: true }],
    author: { name: "A. Writer", title: "Editor", avatar: "/images/authors/a.svg" },
    publishedOn: "2025-01-01",
    featured: false,
    content: { keyInsights: [], trends: [], metrics: [] },
    ...overrides,
  };
}

const range = (from: number, to: number) =>
  Array.from({ length: to - from }, (_, i) => post(from + i));

describe("pickLandingPosts", () => {
  it("shows up to 4 featured posts as slides and 3 non-featured as cards", () => {
    const featured = range(0, 5).map((p) => ({ ...p, featured: true }));
    const picked = pickLandingPosts(featured, range(10, 17));
    expect(picked.slides.map((p) => p.id)).toEqual([0, 1, 2, 3]);
    expect(picked.cards.map((p) => p.id)).toEqual([10, 11, 12]);
  });

  it("falls back to the first 4 posts when none is featured, without repeating them", () => {
    const picked = pickLandingPosts([], range(0, 7));
    expect(picked.slides.map((p) => p.id)).toEqual([0, 1, 2, 3]);
    expect(picked.cards.map((p) => p.id)).toEqual([4, 5, 6]);
  });

  it("copes with few posts", () => {
    expect(pickLandingPosts([], range(0, 2))).toEqual({ slides: range(0, 2), cards: [] });
  });
});

describe("formatLongDate", () => {
  it("uses the long US style on the stated day, whatever the time zone", () => {
    expect(formatLongDate("2025-03-04")).toBe("March 4, 2025");
    expect(formatLongDate("2025-12-31")).toBe("December 31, 2025");
  });
});

describe("post modal fallbacks (seed 000 §2)", () => {
  it("tags a post without tags as 'Technology'", () => {
    expect(postTags(post(1, { tags: [] }))).toEqual([FALLBACK_TAG]);
    expect(FALLBACK_TAG.name).toBe("Technology");
  });

  it("draws a metric bar at 50% when no width is given", () => {
    expect(metricWidth(undefined)).toBe("50%");
    expect(metricWidth("75%")).toBe("75%");
  });

  it("leaves the case study out without a title, and fills missing parts", () => {
    expect(caseStudyView(post(1))).toBeNull();
    const untitled = { title: "", challenge: "c", approach: "a", results: ["r"] };
    expect(
      caseStudyView(
        post(1, { content: { keyInsights: [], trends: [], metrics: [], caseStudy: untitled } }),
      ),
    ).toBeNull();
    const sparse = { title: "Study", challenge: "", approach: "", results: [] };
    expect(
      caseStudyView(
        post(1, { content: { keyInsights: [], trends: [], metrics: [], caseStudy: sparse } }),
      ),
    ).toEqual({
      title: "Study",
      challenge: CHALLENGE_FALLBACK,
      approach: APPROACH_FALLBACK,
      results: null,
    });
  });
});
