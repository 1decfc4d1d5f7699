import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { reconnectDelay, secondsLeft } from "~/lib/realtime/realtime-socket";
import { backoffSchedule, formatSeconds } from "./backoff-schedule";

describe("backoffSchedule", () => {
  it("doubles from 1 s and stops at the 30 s cap; attempt 1 is the first connect", () => {
    expect(backoffSchedule(7).map((step) => [step.attempt, step.baseMs])).toEqual([
      [2, 1000],
      [3, 2000],
      [4, 4000],
      [5, 8000],
      [6, 16000],
      [7, 30000],
      [8, 30000],
    ]);
  });

  test.prop([fc.integer({ min: 0, max: 12 }), fc.double({ min: 0, max: 0.999_999, noNaN: true })])(
    "every delay the client draws lies in the step's range",
    (index, random) => {
      const step = backoffSchedule(index + 1)[index];
      const delay = reconnectDelay(index, () => random);
      expect(delay).toBeGreaterThanOrEqual(step?.minMs ?? Number.NaN);
      expect(delay).toBeLessThanOrEqual(step?.maxMs ?? Number.NaN);
    },
  );
});

describe("secondsLeft", () => {
  it("rounds up and never goes below zero", () => {
    expect(secondsLeft(1_000, 2_000, 1_000)).toBe(2);
    expect(secondsLeft(1_000, 2_000, 1_001)).toBe(2);
    expect(secondsLeft(1_000, 2_000, 2_001)).toBe(1);
    expect(secondsLeft(1_000, 2_000, 3_000)).toBe(0);
    expect(secondsLeft(1_000, 2_000, 9_000)).toBe(0);
  });
});

describe("formatSeconds", () => {
  it("shows whole seconds plainly and others with one decimal", () => {
    expect(formatSeconds(1_000)).toBe("1 s");
    expect(formatSeconds(1_500)).toBe("1.5 s");
    expect(formatSeconds(30_000)).toBe("30 s");
    expect(formatSeconds(740)).toBe("0.7 s");
  });
});
