import { complianceOptions, securityFocusOptions } from "../../assessment/options";
import type { Service } from "../../catalog/service";
import type { RiskLevel } from "../../catalog/service-constants";
import { quoteValues } from "./answers";
import { FormulaRunner } from "./formula-runner";
import { assessRisk, riskScore } from "./risk";
import type { QuoteInput } from "./types";

/** Why a service fits the answers, as the prospect reads it. */
export interface RecommendationReason {
  formulaId: number;
  text: string;
  /** For a compliance rule: the control or requirement the service supports. */
  safeguard: string | null;
}

export interface Recommendation {
  serviceId: number;
  name: string;
  /** Some rule marked it essential: the builder pre-selects it and says so. */
  essential: boolean;
  reasons: RecommendationReason[];
  /**
   * How much the visitor's own answers weigh in the rules that picked it (decision 050):
   * a compliance requirement they named, a worry they chose, their risk level, their size.
   */
  score: number;
}

const complianceFlags = new Set<string>(complianceOptions.map((option) => option.variable));
const focusFlags = new Set<string>(securityFocusOptions.map((option) => option.variable));
const sizeCounts = new Set(["userCount", "endpointCount", "serverCount", "locationCount"]);

/**
 * What one fired rule says about these answers: a compliance requirement the visitor named
 * weighs most (an auditor will ask for it), then a worry they chose, then a high risk level,
 * then the size of the estate. A rule that reads none of them still counts 1.
 */
function reasonScore(reads: readonly string[], values: Record<string, unknown>, risk: RiskLevel) {
  let score = 0;
  if (reads.some((name) => complianceFlags.has(name) && values[name] === true)) score += 4;
  if (reads.some((name) => focusFlags.has(name) && values[name] === true)) score += 3;
  if (reads.includes("riskLevel")) score += risk === "high" || risk === "critical" ? 2 : 1;
  if (reads.some((name) => sizeCounts.has(name))) score += 1;
  return Math.max(1, score);
}

/**
 * The services the recommendation rules pick for the answers, each with every reason that
 * fired: essential ones first, then by how much these answers weigh in their rules, then by
 * how many reasons they have, then by catalogue id.
 */
export function recommend(
  input: Pick<QuoteInput, "services" | "formulas" | "answers" | "locations">,
) {
  const runner = new FormulaRunner();
  const riskLevel = assessRisk(runner, input);
  const values = Object.assign(quoteValues(input.answers, input.locations), {
    riskLevel: riskScore(riskLevel),
  });
  const services = new Map<number, Service>(input.services.map((service) => [service.id, service]));
  const picked = new Map<number, Recommendation>();
  const rules = input.formulas
    .filter((formula) => formula.purpose === "recommendation" && formula.serviceId !== null)
    .sort((a, b) => a.id - b.id);
  for (const rule of rules) {
    const service = services.get(rule.serviceId as number);
    if (!service || !runner.condition(rule, values)) continue;
    const entry = picked.get(service.id) ?? {
      serviceId: service.id,
      name: service.name,
      essential: false,
      reasons: [],
      score: 0,
    };
    entry.essential ||= rule.essential;
    entry.score += reasonScore(runner.reads(rule), values, riskLevel);
    entry.reasons.push({
      formulaId: rule.id,
      text: rule.reason,
      safeguard: rule.safeguard || null,
    });
    picked.set(service.id, entry);
  }
  const recommendations = [...picked.values()].sort(
    (a, b) =>
      Number(b.essential) - Number(a.essential) ||
      b.score - a.score ||
      b.reasons.length - a.reasons.length ||
      a.serviceId - b.serviceId,
  );
  return { riskLevel, recommendations, formulaVersions: runner.versions };
}

/** How many recommendations besides the essential ones the step shows before "more". */
export const TOP_RECOMMENDATIONS = 4;

/**
 * The step's short list (issue 33): every essential service, then the few that matter most
 * for these answers, and the rest for a "more" disclosure. Expects recommend()'s order.
 */
export function shortList<T extends Pick<Recommendation, "essential">>(
  recommendations: readonly T[],
  top = TOP_RECOMMENDATIONS,
) {
  const essential = recommendations.filter((entry) => entry.essential);
  const others = recommendations.filter((entry) => !entry.essential);
  return { essential, top: others.slice(0, top), more: others.slice(top) };
}
