import { type RiskLevel, riskLevels } from "../catalog/service";
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
