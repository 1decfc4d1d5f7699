import { describe, expect, it } from "vitest";
import { changeOf } from "./change";

const plain = (value: number) => String(value);

describe("changeOf", () => {
  it("says up, down or the same in words with the previous value", () => {
    expect(changeOf({ current: 3, previous: 2 }, plain)).toEqual({
      direction: "up",
      text: "Up 50% from 2",
    });
    expect(changeOf({ current: 1, previous: 4 }, plain)).toEqual({
      direction: "down",
      text: "Down 75% from 4",
    });
    expect(changeOf({ current: 2, previous: 2 }, plain).text).toBe("Same as before (2)");
  });

  it("avoids a percentage from zero and says when there is nothing to compare", () => {
    expect(changeOf({ current: 5, previous: 0 }, plain)).toEqual({
      direction: "up",
      text: "Up from 0",
    });
    expect(changeOf({ current: 0.5, previous: null }, plain).direction).toBe("none");
  });
});
