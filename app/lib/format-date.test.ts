import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatDateTimeUtc, formatLongDate, formatUtcDay } from "./format-date";

/** Years 1000-9999: what a record can hold and Intl writes without padding or era. */
const moments = fc.date({
  min: new Date("1000-01-01T00:00:00Z"),
  max: new Date("9999-12-31T23:59:59Z"),
  noInvalidDate: true,
});
/** ICU versions differ on the space before "AM" (some use U+202F). */
const intl = (options: Intl.DateTimeFormatOptions, date: Date) =>
  new Intl.DateTimeFormat("en-US", options).format(date).replace(/\s/g, " ");

describe("formatDateTimeUtc", () => {
  it("writes the moment in UTC and says so, whatever the machine's zone", () => {
    expect(formatDateTimeUtc("2026-11-21T17:05:00.000Z")).toBe("Nov 21, 2026, 5:05 PM UTC");
    expect(formatDateTimeUtc("2026-01-01T00:30:00+02:00")).toBe("Dec 31, 2025, 10:30 PM UTC");
    expect(formatDateTimeUtc("2026-09-02T00:07:00Z")).toBe("Sep 2, 2026, 12:07 AM UTC");
    expect(formatDateTimeUtc("2026-09-02T12:00:00Z")).toBe("Sep 2, 2026, 12:00 PM UTC");
  });

  it("writes what Intl's en-US medium date and short time would", () => {
    fc.assert(
      fc.property(moments, (date) => {
        const expected = intl({ dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }, date);
        expect(formatDateTimeUtc(date.toISOString())).toBe(`${expected} UTC`);
      }),
    );
  });

  it("reads an empty value as 'Never' and refuses one that is no date", () => {
    expect(formatDateTimeUtc(null)).toBe("Never");
    expect(formatDateTimeUtc(undefined)).toBe("Never");
    expect(() => formatDateTimeUtc("soon")).toThrow(RangeError);
  });
});

describe("formatLongDate", () => {
  it("writes what Intl's en-US long date would, on the stated day", () => {
    fc.assert(
      fc.property(moments, (date) => {
        const day = date.toISOString().slice(0, 10);
        const expected = intl(
          { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" },
          date,
        );
        expect(formatLongDate(day)).toBe(expected);
      }),
    );
  });
});

describe("formatUtcDay", () => {
  it("writes a moment's UTC day as Intl's en-US long date in UTC does (the quote PDF's)", () => {
    fc.assert(
      fc.property(moments, (date) => {
        const expected = intl(
          { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" },
          date,
        );
        expect(formatUtcDay(date.toISOString())).toBe(expected);
      }),
    );
    expect(formatUtcDay("2027-01-01T05:01:00.000Z")).toBe("January 1, 2027");
    expect(formatUtcDay("2026-12-31T23:30:00-02:00")).toBe("January 1, 2027");
  });
});
