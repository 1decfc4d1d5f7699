import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { roundHalfUp } from "./round";

describe("roundHalfUp", () => {
  it("rounds halves up, through binary noise", () => {
    expect(roundHalfUp(2.5)).toBe(3);
    expect(roundHalfUp(-2.5)).toBe(-2);
    expect(roundHalfUp(900 * 1.15)).toBe(1035);
    expect(roundHalfUp(1.005, 2)).toBe(1.01);
    expect(roundHalfUp(100.49)).toBe(100);
    expect(roundHalfUp(4999 * 1.3 * 3)).toBe(19496);
  });

  test.prop([fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: 99 })])(
    "leaves whole cents whole and rounds a cent's fraction as written",
    (cents, hundredths) => {
      expect(roundHalfUp(cents)).toBe(cents);
      expect(roundHalfUp(cents + hundredths / 100)).toBe(cents + (hundredths >= 50 ? 1 : 0));
    },
  );
});
