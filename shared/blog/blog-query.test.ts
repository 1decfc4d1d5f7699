import { describe, expect, it } from "vitest";
import { BLOG_QUERY_MAX, blogPageSearch, parseBlogPageQuery, searchTerms } from "./blog-query";

const parse = (search: string) => parseBlogPageQuery(new URLSearchParams(search));

describe("parseBlogPageQuery", () => {
  it("reads page, tag and search from the /blog URL", () => {
    expect(parse("?page=3&tag=Zero+Trust&q=passkeys")).toEqual({
      page: 3,
      tag: "Zero Trust",
      q: "passkeys",
    });
  });

  it("ignores bad or empty values instead of failing the page", () => {
    expect(parse("")).toEqual({ page: 1 });
    expect(parse("?page=0&tag=%20&q=")).toEqual({ page: 1 });
    expect(parse("?page=2.5")).toEqual({ page: 1 });
    expect(parse("?page=abc")).toEqual({ page: 1 });
    expect(parse("?page=99999999")).toEqual({ page: 1 });
  });

  it("trims and shortens what it keeps", () => {
    expect(parse(`?q=${"x".repeat(300)}`).q).toHaveLength(BLOG_QUERY_MAX);
    expect(parse("?tag=%20Cloud%20").tag).toBe("Cloud");
  });
});

describe("blogPageSearch", () => {
  it("leaves out the first page and empty filters", () => {
    expect(blogPageSearch({ page: 1 })).toBe("");
    expect(blogPageSearch({ page: 2 })).toBe("?page=2");
    expect(blogPageSearch({ page: 1, tag: "Zero Trust", q: "mfa rollout" })).toBe(
      "?tag=Zero+Trust&q=mfa+rollout",
    );
  });

  it("round-trips through parseBlogPageQuery", () => {
    const query = { page: 4, tag: "AI Security", q: "data & policy" };
    expect(parse(blogPageSearch(query))).toEqual(query);
  });
});

describe("searchTerms", () => {
  it("splits on white space and keeps at most eight words", () => {
    expect(searchTerms("  zero   trust ")).toEqual(["zero", "trust"]);
    expect(searchTerms(undefined)).toEqual([]);
    expect(searchTerms("a b c d e f g h i j")).toHaveLength(8);
  });
});
