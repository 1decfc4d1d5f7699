import { describe, expect, it } from "vitest";
import { CARD_ENTRANCE_STEP_MS } from "~/components/landing/use-reveal";
import { AI_COUNTER_DURATION_MS, DEFAULT_COUNTER_DURATION_MS } from "~/features/ai-edge/counter";
import {
  BLOG_CARDS,
  CAROUSEL_INTERVAL_MS,
  FEATURED_SLIDES_MAX,
  MODAL_SCROLL_DELAY_MS,
} from "~/features/blog/landing-posts";
import { INSIGHT_CARD_BULLETS } from "~/features/security-insights/insight-topics";
import { HEADER_SOLID_AFTER_PX } from "~/features/site/use-scrolled-past";

describe("seed 000 §9 interface constants", () => {
  it("match the specification", () => {
    expect(HEADER_SOLID_AFTER_PX).toBe(50);
    expect(CARD_ENTRANCE_STEP_MS).toBe(100);
    expect(CAROUSEL_INTERVAL_MS).toBe(6000);
    expect(FEATURED_SLIDES_MAX).toBe(4);
    expect(BLOG_CARDS).toBe(3);
    expect(MODAL_SCROLL_DELAY_MS).toBe(300);
    expect(DEFAULT_COUNTER_DURATION_MS).toBe(2000);
    expect(AI_COUNTER_DURATION_MS).toBe(2500);
    expect(INSIGHT_CARD_BULLETS).toBe(3);
  });
});
