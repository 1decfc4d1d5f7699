import { describe, expect, it } from "vitest";
import { pageWindow } from "./page-window";

describe("pageWindow", () => {
  it("lists every page when there are at most seven", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it("keeps first, last and the current page's neighbours, with gaps between", () => {
    expect(pageWindow(6, 12)).toEqual([1, "gap", 5, 6, 7, "gap", 12]);
  });

  it("shows five pages at either end so the pager keeps its width", () => {
    expect(pageWindow(1, 12)).toEqual([1, 2, 3, 4, 5, "gap", 12]);
    expect(pageWindow(4, 12)).toEqual([1, 2, 3, 4, 5, "gap", 12]);
    expect(pageWindow(12, 12)).toEqual([1, "gap", 8, 9, 10, 11, 12]);
    expect(pageWindow(9, 12)).toEqual([1, "gap", 8, 9, 10, 11, 12]);
  });
});
