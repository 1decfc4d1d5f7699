import { type ComplianceRequirement, complianceOptions } from "@shared/assessment/options";
import type { FormulaInput } from "@shared/formulas/formula";
import { seedServices } from "../../catalog/seed/services";

/** A demo formula: the editable fields plus a stable key to find it again (lowercase kebab). */
export type SeedFormula = { key: string } & FormulaInput;

export function serviceName(serviceId: number): string {
  return seedServices.find((service) => service.id === serviceId)?.name ?? `Service ${serviceId}`;
}

export interface RecommendationRule {
  /** Becomes `recommend-<key>`. */
  key: string;
  serviceId: number;
  when: string;
  /** What the prospect reads: why this service fits their answers. */
  reason: string;
  essential?: boolean;
  /** Needed only when a service has more than one general rule. */
  name?: string;
}

/** A general recommendation rule (not tied to a compliance framework). */
export function recommendation(rule: RecommendationRule): SeedFormula {
  return {
    key: `recommend-${rule.key}`,
    name: rule.name ?? `Recommend ${serviceName(rule.serviceId)}`,
    purpose: "recommendation",
    expression: rule.when,
    serviceId: rule.serviceId,
    reason: rule.reason,
    essential: rule.essential ?? false,
  };
}

export interface FrameworkRule {
  /** Becomes `<framework id>-<topic>`, e.g. `hipaa-audit-controls`. */
  topic: string;
  serviceId: number;
  /** The control or requirement the service supports, cited exactly. */
  safeguard: string;
  reason: string;
  essential?: boolean;
  /** A further condition besides the framework flag, e.g. `serverCount > 0`. */
  onlyIf?: string;
}

function complianceOption(id: ComplianceRequirement) {
  const option = complianceOptions.find((candidate) => candidate.id === id);
  if (!option) throw new Error(`Unknown compliance requirement ${id}`);
  return option;
}

/** Recommendation rules that fire when the prospect names one compliance framework. */
export function frameworkRules(framework: ComplianceRequirement, rules: FrameworkRule[]) {
  const option = complianceOption(framework);
  return rules.map(
    (rule): SeedFormula => ({
      key: `${option.id}-${rule.topic}`,
      name: `${option.label}: ${serviceName(rule.serviceId)}`,
      purpose: "recommendation",
      description: `Recommended to prospects who must meet ${option.label}.`,
      expression: rule.onlyIf ? `${option.variable} && (${rule.onlyIf})` : option.variable,
      serviceId: rule.serviceId,
      reason: rule.reason,
      safeguard: rule.safeguard,
      essential: rule.essential ?? false,
    }),
  );
}
