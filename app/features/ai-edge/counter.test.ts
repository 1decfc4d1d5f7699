import { describe, expect, it } from "vitest";
import { AI_COUNTER_DURATION_MS, counterValue, formatCounter } from "./counter";

describe("counterValue", () => {
  it("starts at 0, rises, and lands exactly on the target at the end", () => {
    expect(counterValue(690, 0, AI_COUNTER_DURATION_MS)).toBe(0);
    const middle = counterValue(690, AI_COUNTER_DURATION_MS / 2, AI_COUNTER_DURATION_MS);
    expect(middle).toBeGreaterThan(0);
    expect(middle).toBeLessThan(690);
    expect(counterValue(690, AI_COUNTER_DURATION_MS, AI_COUNTER_DURATION_MS)).toBe(690);
    expect(counterValue(99.8, 10_000, AI_COUNTER_DURATION_MS)).toBe(99.8);
  });

  it("never goes backwards", () => {
    let previous = -1;
    for (let ms = 0; ms <= AI_COUNTER_DURATION_MS; ms += 100) {
      const value = counterValue(94, ms, AI_COUNTER_DURATION_MS);
      expect(value).toBeGreaterThanOrEqual(previous);
      previous = value;
    }
  });

  it("shows the target at once when there is no duration", () => {
    expect(counterValue(23, 0, 0)).toBe(23);
  });
});

describe("formatCounter", () => {
  it("applies decimals, prefix and suffix", () => {
    expect(formatCounter(5.2, { decimals: 1, prefix: "$", suffix: "M" })).toBe("$5.2M");
    expect(formatCounter(22.6, { suffix: "x" })).toBe("23x");
    expect(formatCounter(99.8, { decimals: 1, suffix: "%" })).toBe("99.8%");
  });
});
