import type { Service } from "../catalog/service";
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
}

/**
 * The services the recommendation rules pick for the answers, each with every reason that
 * fired: essential ones first, then by how many reasons they have, then by catalogue id.
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
    };
    entry.essential ||= rule.essential;
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
      b.reasons.length - a.reasons.length ||
      a.serviceId - b.serviceId,
  );
  return { riskLevel, recommendations, formulaVersions: runner.versions };
}
