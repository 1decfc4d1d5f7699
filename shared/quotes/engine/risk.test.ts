import { describe, expect, it } from "vitest";
import type { ActiveFormula } from "../../formulas/formula";
import { fixtureFormulas, fixtureLocation, noAnswers } from "./engine-fixtures";
import { riskFactors } from "./risk";

const base = { formulas: fixtureFormulas, locations: [fixtureLocation("hq")] };

describe("riskFactors: what raised the risk level", () => {
  it("names the answers without which the formula would score lower", () => {
    const factors = riskFactors({
      ...base,
      answers: { complianceRequirements: ["hipaa"], securityFocus: [] },
    });
    expect(factors.map((factor) => factor.variable)).toEqual(["complianceCount", "hipaa"]);
    expect(factors[0]?.text).toBe("Compliance requirements named: 1");
    expect(factors[1]?.text).toBe("HIPAA is required");
  });

  it("leaves out counts that stay under the formula's thresholds", () => {
    expect(riskFactors({ ...base, answers: noAnswers })).toEqual([]);
    const large = riskFactors({
      ...base,
      locations: [fixtureLocation("hq", { userCount: 250 })],
      answers: noAnswers,
    });
    expect(large).toEqual([{ variable: "userCount", text: "Users across all locations: 250" }]);
  });

  it("is empty when the risk formula is missing or broken", () => {
    const broken = fixtureFormulas.map(
      (formula): ActiveFormula =>
        formula.purpose === "risk-level" ? { ...formula, expression: "1 +" } : formula,
    );
    const answers = { complianceRequirements: ["hipaa"] as const, securityFocus: [] };
    expect(riskFactors({ ...base, formulas: broken, answers })).toEqual([]);
    expect(riskFactors({ ...base, formulas: [], answers })).toEqual([]);
  });
});
