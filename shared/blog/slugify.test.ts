import { describe, expect, it } from "vitest";
import { blogSlugSchema } from "./blog-post";
import { SLUG_MAX, postSlugOf as slugify } from "./slugify";

describe("postSlugOf", () => {
  it("makes a valid slug of any title", () => {
    expect(slugify("Zero Trust: A 30-Day Plan!")).toBe("zero-trust-a-30-day-plan");
    expect(slugify("  Café   Ops — été ")).toBe("cafe-ops-ete");
    expect(slugify("<script>alert(1)</script>")).toBe("script-alert-1-script");
    for (const title of ["Zero Trust", "a--b", "x".repeat(300), "--Edge--"]) {
      expect(blogSlugSchema.safeParse(slugify(title)).success).toBe(true);
    }
    expect(slugify("x ".repeat(200)).length).toBeLessThanOrEqual(SLUG_MAX);
  });

  it("is empty when the title has no letters or digits", () => {
    expect(slugify("!!! ???")).toBe("");
  });
});
