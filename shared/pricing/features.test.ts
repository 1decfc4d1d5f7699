import { describe, expect, it } from "vitest";
import { comparisonRows, featureText, includedFeatures, isFeatureIncluded } from "./features";

describe("features", () => {
  it("reads the text and the flag of both shapes", () => {
    expect(featureText("MFA")).toBe("MFA");
    expect(featureText({ text: "EDR", included: false })).toBe("EDR");
    expect(isFeatureIncluded("MFA")).toBe(true);
    expect(isFeatureIncluded({ text: "EDR", included: true })).toBe(true);
    expect(isFeatureIncluded({ text: "EDR", included: false })).toBe(false);
  });

  it("lists only the included features", () => {
    expect(
      includedFeatures(["A", { text: "B", included: false }, { text: "C", included: true }]),
    ).toEqual(["A", "C"]);
  });
});

describe("comparisonRows", () => {
  it("unions the features in order of first mention and checks only included ones", () => {
    const rows = comparisonRows([
      {
        features: [
          { text: "MFA", included: true },
          { text: "SOC", included: false },
        ],
      },
      { features: [{ text: "MFA", included: true }, { text: "SOC", included: true }, "DLP"] },
    ]);
    expect(rows).toEqual([
      { feature: "MFA", included: [true, true] },
      { feature: "SOC", included: [false, true] },
      { feature: "DLP", included: [false, true] },
    ]);
  });

  it("marks a feature missing from a plan as not included", () => {
    expect(comparisonRows([{ features: ["A"] }, { features: [] }])).toEqual([
      { feature: "A", included: [true, false] },
    ]);
  });

  it("collapses duplicates within a plan, checked if any entry is included", () => {
    expect(
      comparisonRows([
        {
          features: [
            { text: "A", included: false },
            { text: "A", included: true },
          ],
        },
      ]),
    ).toEqual([{ feature: "A", included: [true] }]);
  });

  it("gives no rows for no plans", () => {
    expect(comparisonRows([])).toEqual([]);
  });
});
