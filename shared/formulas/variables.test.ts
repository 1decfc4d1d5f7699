import { describe, expect, it } from "vitest";
import { formulaPurposes } from "./formula";
import { evaluateFormula } from "./language";
import { compileFor, sampleValues, validateFormula, variablesFor } from "./variables";

const names = (purpose: Parameters<typeof variablesFor>[0]) =>
  variablesFor(purpose).map((variable) => variable.name);

describe("formula variables", () => {
  it("offers the answers to every purpose, each name once", () => {
    for (const purpose of formulaPurposes) {
      const list = names(purpose);
      expect(new Set(list).size).toBe(list.length);
      expect(list).toEqual(
        expect.arrayContaining(["userCount", "endpointCount", "serverCount", "locationCount"]),
      );
      expect(list).toEqual(expect.arrayContaining(["hasCloudServices", "hipaa", "pciDss"]));
      expect(list).toEqual(expect.arrayContaining(["complianceCount", "focusRansomware"]));
    }
  });

  it("gives riskLevel to all but the formula that computes it", () => {
    expect(names("risk-level")).not.toContain("riskLevel");
    expect(names("recommendation")).toContain("riskLevel");
  });

  it("gives quantity to the volume discount and monthlyTotal to the prepay discount only", () => {
    expect(names("volume-discount")).toContain("quantity");
    expect(names("quantity")).not.toContain("quantity");
    expect(names("annual-discount")).toContain("monthlyTotal");
    expect(names("volume-discount")).not.toContain("monthlyTotal");
  });

  it("has a sample value of the right type for every variable", () => {
    for (const purpose of formulaPurposes) {
      const samples = sampleValues(purpose);
      for (const variable of variablesFor(purpose)) {
        expect(typeof samples[variable.name], `${purpose} ${variable.name}`).toBe(variable.type);
      }
    }
  });

  it("evaluates any valid formula on the samples", () => {
    const compiled = compileFor("userCount + endpointCount + serverCount", "quantity");
    expect(compiled.ok && evaluateFormula(compiled.formula, sampleValues("quantity"))).toEqual({
      ok: true,
      value: 58,
    });
  });

  it("wants a condition for a recommendation and a number or condition elsewhere", () => {
    expect(validateFormula("userCount > 10 && hipaa", "recommendation")).toBeNull();
    expect(validateFormula("userCount * 2", "recommendation")?.message).toMatch(/condition/);
    expect(validateFormula("hipaa", "risk-level")).toBeNull();
    expect(validateFormula("quantity / 1000", "volume-discount")).toBeNull();
  });

  it("refuses variables of another purpose with their position", () => {
    expect(validateFormula("min(0.1, quantity / 1000)", "annual-discount")).toEqual({
      message: 'Unknown variable "quantity"',
      index: 9,
    });
    expect(validateFormula("riskLevel + 1", "risk-level")?.message).toBe(
      'Unknown variable "riskLevel"',
    );
  });
});
