import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { percentile, summarizeLatency } from "./latency-stats";

describe("percentile (nearest rank)", () => {
  it("picks the sample at rank ceil(p/100 * n)", () => {
    const sorted = Array.from({ length: 20 }, (_, i) => i + 1);
    expect(percentile(sorted, 50)).toBe(10);
    expect(percentile(sorted, 90)).toBe(18);
    expect(percentile(sorted, 99)).toBe(20);
    expect(percentile(sorted, 0)).toBe(1);
    expect(percentile(sorted, 100)).toBe(20);
  });

  it("refuses an empty list", () => {
    expect(() => percentile([], 50)).toThrow(RangeError);
  });
});

describe("summarizeLatency", () => {
  it("is null before any sample", () => {
    expect(summarizeLatency([])).toBeNull();
  });

  it("rounds to whole milliseconds and does not reorder the caller's array", () => {
    const samples = [3.4, 1.6, 2.5];
    expect(summarizeLatency(samples)).toEqual({ count: 3, min: 2, p50: 3, p90: 3, p99: 3, max: 3 });
    expect(samples).toEqual([3.4, 1.6, 2.5]);
  });

  test.prop([fc.array(fc.integer({ min: 0, max: 60_000 }), { minLength: 1, maxLength: 100 })])(
    "min <= p50 <= p90 <= p99 <= max, each one of the samples",
    (samples) => {
      const summary = summarizeLatency(samples);
      expect(summary).not.toBeNull();
      if (!summary) return;
      const { min, p50, p90, p99, max } = summary;
      expect([min, p50, p90, p99, max]).toEqual([min, p50, p90, p99, max].sort((a, b) => a - b));
      for (const figure of [min, p50, p90, p99, max]) expect(samples).toContain(figure);
      expect(min).toBe(Math.min(...samples));
      expect(max).toBe(Math.max(...samples));
    },
  );
});
