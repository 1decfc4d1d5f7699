import { describe, expect, it } from "vitest";
import { formatDateTimeUtc } from "./format-date";

describe("formatDateTimeUtc", () => {
  it("writes the moment in UTC and says so, whatever the machine's zone", () => {
    expect(formatDateTimeUtc("2026-11-21T17:05:00.000Z")).toBe("Nov 21, 2026, 5:05 PM UTC");
    expect(formatDateTimeUtc("2026-01-01T00:30:00+02:00")).toBe("Dec 31, 2025, 10:30 PM UTC");
  });

  it("reads an empty value as 'Never'", () => {
    expect(formatDateTimeUtc(null)).toBe("Never");
    expect(formatDateTimeUtc(undefined)).toBe("Never");
  });
});
