import { describe, expect, it } from "vitest";
import { wrapIndex } from "./wrap-index";

describe("wrapIndex", () => {
  it("wraps past either end", () => {
    expect(wrapIndex(4, 4)).toBe(0);
    expect(wrapIndex(-1, 4)).toBe(3);
    expect(wrapIndex(2, 4)).toBe(2);
    expect(wrapIndex(9, 4)).toBe(1);
  });

  it("answers 0 for an empty list", () => {
    expect(wrapIndex(3, 0)).toBe(0);
  });
});
