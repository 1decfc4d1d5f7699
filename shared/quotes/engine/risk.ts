import { type RiskLevel, riskLevels } from "../../catalog/service-constants";
import { type CompiledFormula, evaluateFormula, type FormulaValue } from "../../formulas/language";
import { compileFor, variablesFor } from "../../formulas/variables";
import { groupDigits } from "../../numbers/group-digits";
import { quoteValues } from "./answers";
import { type FormulaRunner, firstOf } from "./formula-runner";
import type { QuoteInput } from "./types";

/** Used when the risk-level formula is missing or fails: the middle of the scale, not the cheapest. */
const FALLBACK_RISK: RiskLevel = "medium";

/** 1 low, 2 medium, 3 high, 4 critical: the formulas' riskLevel variable. */
export const riskScore = (level: RiskLevel) => riskLevels.indexOf(level) + 1;

/** The risk level of the answers: the formula's score rounded and kept within 1-4. */
export function assessRisk(
  runner: FormulaRunner,
  input: Pick<QuoteInput, "formulas" | "answers" | "locations">,
): RiskLevel {
  const score = runner.value(
    firstOf(input.formulas, "risk-level"),
    quoteValues(input.answers, input.locations),
    riskScore(FALLBACK_RISK),
    `priced at ${FALLBACK_RISK} risk`,
  );
  return riskLevels[Math.min(4, Math.max(1, Math.round(score))) - 1] as RiskLevel;
}

/** One answer that raised the risk level, as the prospect reads it. */
export interface RiskFactor {
  variable: string;
  text: string;
}

const scoreOf = (formula: CompiledFormula, values: Record<string, FormulaValue>) => {
  const result = evaluateFormula(formula, values);
  return result.ok ? Number(result.value) : null;
};

/**
 * What raised the risk level: each answer the staff's risk formula reads that, were it
 * unset (false, or a count of zero), would give a lower score. Read from the formula
 * itself, so the explanation follows whatever staff write.
 */
export function riskFactors(
  input: Pick<QuoteInput, "formulas" | "answers" | "locations">,
): RiskFactor[] {
  const formula = firstOf(input.formulas, "risk-level");
  const compiled = formula ? compileFor(formula.expression, "risk-level") : null;
  if (!compiled?.ok) return [];
  const values = quoteValues(input.answers, input.locations);
  const score = scoreOf(compiled.formula, values);
  if (score === null) return [];
  const described = new Map(
    variablesFor("risk-level").map((variable) => [variable.name, variable.description]),
  );
  const factors: RiskFactor[] = [];
  for (const variable of compiled.formula.variables) {
    const value = values[variable];
    if (value === undefined || value === false || value === 0) continue;
    const unset = scoreOf(compiled.formula, {
      ...values,
      [variable]: typeof value === "number" ? 0 : false,
    });
    if (unset === null || unset >= score) continue;
    const description = described.get(variable) ?? variable;
    factors.push({
      variable,
      text: typeof value === "number" ? `${description}: ${groupDigits(value)}` : description,
    });
  }
  return factors;
}
