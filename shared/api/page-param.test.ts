import { describe, expect, it } from "vitest";
import { PAGE_PARAM_MAX, pageParam } from "./page-param";

describe("pageParam", () => {
  it("reads a whole page number in range", () => {
    expect(pageParam(new URLSearchParams("page=3"))).toBe(3);
    expect(pageParam(new URLSearchParams("inquiries=2&page=9"), "inquiries")).toBe(2);
    expect(pageParam(new URLSearchParams(`page=${PAGE_PARAM_MAX}`))).toBe(PAGE_PARAM_MAX);
  });

  it("falls back to the first page for anything else", () => {
    for (const value of ["", "0", "-2", "1.5", "abc", String(PAGE_PARAM_MAX + 1)]) {
      expect(pageParam(new URLSearchParams({ page: value }))).toBe(1);
    }
    expect(pageParam(new URLSearchParams())).toBe(1);
  });
});
