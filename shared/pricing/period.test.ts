import { describe, expect, it } from "vitest";
import { periodLabel, priceSuffix } from "./period";

describe("periodLabel (seed 000 §9)", () => {
  it.each([
    ["per_user_month", "user/month"],
    ["per_device_month", "device/month"],
    ["per_server_month", "server/month"],
    ["per_business_month", "business/month"],
    ["month", "month"],
    ["year", "year"],
    ["one_time", "one-time"],
  ])("%s -> %s", (period, label) => {
    expect(periodLabel(period)).toBe(label);
  });

  it("reads a missing period as month", () => {
    expect(periodLabel(undefined)).toBe("month");
    expect(periodLabel(null)).toBe("month");
    expect(periodLabel("")).toBe("month");
    expect(periodLabel("  ")).toBe("month");
  });

  it("shows an unknown period as is", () => {
    expect(periodLabel("quarter")).toBe("quarter");
    expect(periodLabel("per_site_month")).toBe("per_site_month");
    expect(periodLabel("Month")).toBe("Month");
  });

  it("is not fooled by names on Object.prototype", () => {
    expect(periodLabel("toString")).toBe("toString");
    expect(periodLabel("__proto__")).toBe("__proto__");
  });
});

describe("priceSuffix", () => {
  it("puts a slash before recurring periods and none before one-time", () => {
    expect(priceSuffix("per_user_month")).toBe("/user/month");
    expect(priceSuffix(undefined)).toBe("/month");
    expect(priceSuffix("one_time")).toBe("one-time");
    expect(priceSuffix("quarter")).toBe("/quarter");
  });
});
