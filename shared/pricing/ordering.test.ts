import { describe, expect, it } from "vitest";
import { sortPlans } from "./ordering";

const plan = (name: string, price?: number, monthlyPrice?: number) => ({
  name,
  price,
  monthlyPrice,
});
const names = (plans: { name: string }[]) => plans.map((p) => p.name);

describe("sortPlans (seed 000 §9)", () => {
  it("orders user-protection by the fixed names, whatever the prices", () => {
    const plans = [
      plan("Compliance Plus", 1),
      plan("Basic", 99),
      plan("Enterprise", 5),
      plan("Professional", 7),
    ];
    expect(names(sortPlans("user-protection", plans))).toEqual([
      "Basic",
      "Professional",
      "Enterprise",
      "Compliance Plus",
    ]);
  });

  it("orders vcio-services and application-development by their lists", () => {
    expect(
      names(sortPlans("vcio-services", [plan("Enterprise"), plan("Basic"), plan("Professional")])),
    ).toEqual(["Basic", "Professional", "Enterprise"]);
    expect(
      names(
        sortPlans("application-development", [
          plan("Managed App Service", 6500),
          plan("Advanced Enterprise", 120_000),
          plan("Starter", 18_000),
          plan("Business", 45_000),
        ]),
      ),
    ).toEqual(["Starter", "Business", "Advanced Enterprise", "Managed App Service"]);
  });

  it("puts unlisted plans after listed ones, in their given order", () => {
    const plans = [plan("Zeta"), plan("Enterprise"), plan("Alpha"), plan("Basic")];
    expect(names(sortPlans("vcio-services", plans))).toEqual([
      "Basic",
      "Enterprise",
      "Zeta",
      "Alpha",
    ]);
  });

  it("matches names without regard to case or stray spaces", () => {
    expect(names(sortPlans("vcio-services", [plan(" enterprise"), plan("BASIC ")]))).toEqual([
      "BASIC ",
      " enterprise",
    ]);
  });

  it("orders every other category by ascending price, from price or monthlyPrice", () => {
    const plans = [plan("C", 29), plan("A", undefined, 9), plan("B", 18)];
    expect(names(sortPlans("endpoint-protection", plans))).toEqual(["A", "B", "C"]);
    expect(names(sortPlans("compliance", plans))).toEqual(["A", "B", "C"]);
    expect(names(sortPlans("server-protection", plans))).toEqual(["A", "B", "C"]);
  });

  it("keeps equal prices in their given order and puts priceless plans last", () => {
    const plans = [plan("None"), plan("Second", 10), plan("First", 5), plan("Third", 10)];
    expect(names(sortPlans("server-protection", plans))).toEqual([
      "First",
      "Second",
      "Third",
      "None",
    ]);
  });

  it("sorts an unknown category by price and leaves the input untouched", () => {
    const plans = [plan("B", 2), plan("A", 1)];
    expect(names(sortPlans("something-else", plans))).toEqual(["A", "B"]);
    expect(names(plans)).toEqual(["B", "A"]);
    expect(sortPlans("user-protection", [])).toEqual([]);
  });
});
