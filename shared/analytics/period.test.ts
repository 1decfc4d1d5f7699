import { describe, expect, it } from "vitest";
import { dayIn, isTimeZone, startOfDay } from "../calendar/days";
import { parsePeriodParams, periodQuerySchema, rangeInstants, resolvePeriod } from "./period";

const query = (input: Record<string, string>) => periodQuerySchema.parse(input);

describe("time zones", () => {
  it("accepts IANA names and UTC, refuses anything else", () => {
    expect(isTimeZone("Europe/Berlin")).toBe(true);
    expect(isTimeZone("America/Los_Angeles")).toBe(true);
    expect(isTimeZone("UTC")).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
    expect(isTimeZone("")).toBe(false);
    expect(periodQuerySchema.safeParse({ tz: "'; drop table x" }).success).toBe(false);
  });

  it("reads the calendar day of an instant in the zone", () => {
    const instant = new Date("2026-03-01T23:30:00Z");
    expect(dayIn(instant, "UTC")).toBe("2026-03-01");
    expect(dayIn(instant, "Europe/Berlin")).toBe("2026-03-02");
    expect(dayIn(instant, "America/New_York")).toBe("2026-03-01");
  });

  it("starts a day at the zone's midnight, also across daylight saving switches", () => {
    expect(startOfDay("2026-01-15", "Europe/Berlin").toISOString()).toBe(
      "2026-01-14T23:00:00.000Z",
    );
    expect(startOfDay("2026-07-15", "Europe/Berlin").toISOString()).toBe(
      "2026-07-14T22:00:00.000Z",
    );
    // The switch days themselves: Berlin moves on 29 March and 25 October 2026.
    expect(startOfDay("2026-03-29", "Europe/Berlin").toISOString()).toBe(
      "2026-03-28T23:00:00.000Z",
    );
    expect(startOfDay("2026-03-30", "Europe/Berlin").toISOString()).toBe(
      "2026-03-29T22:00:00.000Z",
    );
    expect(startOfDay("2026-10-26", "Europe/Berlin").toISOString()).toBe(
      "2026-10-25T23:00:00.000Z",
    );
    // Santiago skips midnight itself in September: the day starts at 01:00 local.
    expect(startOfDay("2026-09-06", "America/Santiago").toISOString()).toBe(
      "2026-09-06T04:00:00.000Z",
    );
    const { start, end } = rangeInstants({ from: "2026-03-29", to: "2026-03-29" }, "Europe/Berlin");
    expect(end.getTime() - start.getTime()).toBe(23 * 3_600_000);
  });
});

describe("resolvePeriod", () => {
  const now = new Date("2026-05-20T10:00:00Z");

  it("counts today in the last N days and compares with the N days before", () => {
    const period = resolvePeriod(query({ period: "7d" }), now);
    expect(period.current).toEqual({ from: "2026-05-14", to: "2026-05-20" });
    expect(period.previous).toEqual({ from: "2026-05-07", to: "2026-05-13" });
    expect(period.days).toBe(7);
    expect(period.granularity).toBe("day");
    const ninety = resolvePeriod(query({ period: "90d" }), now);
    expect(ninety.current.from).toBe("2026-02-20");
    expect(ninety.previous).toEqual({ from: "2025-11-22", to: "2026-02-19" });
  });

  it("defaults to the last 30 days in UTC", () => {
    const period = resolvePeriod(query({}), now);
    expect(period.key).toBe("30d");
    expect(period.tz).toBe("UTC");
    expect(period.current).toEqual({ from: "2026-04-21", to: "2026-05-20" });
  });

  it("takes today from the staff member's zone", () => {
    const late = new Date("2026-05-20T23:30:00Z");
    expect(resolvePeriod(query({ period: "7d", tz: "Asia/Tokyo" }), late).current.to).toBe(
      "2026-05-21",
    );
    expect(resolvePeriod(query({ period: "7d", tz: "UTC" }), late).current.to).toBe("2026-05-20");
  });

  it("runs this quarter to today and compares with the same days of the last quarter", () => {
    const period = resolvePeriod(query({ period: "quarter" }), now);
    expect(period.current).toEqual({ from: "2026-04-01", to: "2026-05-20" });
    expect(period.previous).toEqual({ from: "2026-01-01", to: "2026-02-19" });
    // 92 days of Q3 against a 91-day Q2: the comparison stops at the end of Q2.
    const end = resolvePeriod(query({ period: "quarter" }), new Date("2026-09-30T12:00:00Z"));
    expect(end.current).toEqual({ from: "2026-07-01", to: "2026-09-30" });
    expect(end.previous).toEqual({ from: "2026-04-01", to: "2026-06-30" });
    // Q1 compares with Q4 of the year before.
    const january = resolvePeriod(query({ period: "quarter" }), new Date("2026-01-03T12:00:00Z"));
    expect(january.previous).toEqual({ from: "2025-10-01", to: "2025-10-03" });
  });

  it("takes a custom range inclusive and compares with as many days before", () => {
    const period = resolvePeriod(query({ from: "2026-02-01", to: "2026-03-31" }), now);
    expect(period.key).toBe("custom");
    expect(period.days).toBe(59);
    expect(period.previous).toEqual({ from: "2025-12-04", to: "2026-01-31" });
    const long = resolvePeriod(query({ from: "2025-01-01", to: "2025-12-31" }), now);
    expect(long.granularity).toBe("week");
  });

  it("refuses half, reversed, unreal and too long ranges with a field message", () => {
    const issues = (input: Record<string, string>) =>
      periodQuerySchema.safeParse(input).error?.issues.map((issue) => [issue.path, issue.message]);
    expect(issues({ from: "2026-01-01" })).toEqual([
      [["to"], "Give both from and to for a custom range"],
    ]);
    expect(issues({ from: "2026-02-01", to: "2026-01-01" })).toEqual([
      [["to"], "End on or after from"],
    ]);
    expect(issues({ from: "2026-02-30", to: "2026-03-01" })?.[0]?.[1]).toBe(
      "Use a real calendar date",
    );
    expect(issues({ from: "2020-01-01", to: "2026-01-01" })?.[0]?.[1]).toBe(
      "Choose at most 731 days",
    );
    expect(issues({ period: "1y" })?.[0]?.[1]).toBe("Use 7d, 30d, 90d or quarter");
  });
});

describe("parsePeriodParams", () => {
  it("reads the URL and falls back to the default on bad values", () => {
    expect(parsePeriodParams(new URLSearchParams("period=90d"), "Europe/Berlin")).toEqual({
      period: "90d",
      tz: "Europe/Berlin",
    });
    expect(parsePeriodParams(new URLSearchParams("from=2026-01-01&to=2026-01-31")).from).toBe(
      "2026-01-01",
    );
    expect(parsePeriodParams(new URLSearchParams("period=bogus"), "Nowhere/X")).toEqual({
      period: "30d",
      tz: "UTC",
    });
  });
});
