import type { Service } from "../../catalog/service";
import type { ActiveFormula } from "../../formulas/formula";
import { recommend } from "./recommendations";
import type { QuoteAnswers, QuoteInput, QuoteLocation } from "./types";

/**
 * The sample the admin pages preview prices with (issue 9): one site of 25 users, 30
 * endpoints and 3 servers that must meet HIPAA and worries about ransomware and phishing.
 */
export const sampleLocation: QuoteLocation = {
  id: "sample",
  name: "Sample site",
  userCount: 25,
  endpointCount: 30,
  serverCount: 3,
  hasCloudServices: true,
  hasOnPremise: true,
  hasSaaSApps: true,
};

export const sampleAnswers: QuoteAnswers = {
  complianceRequirements: ["hipaa"],
  securityFocus: ["ransomware-backup", "email-phishing"],
};

const quoteWide = new Set(["risk-level", "volume-discount", "annual-discount"]);

/**
 * The active formulas with `draft` in place of the one it edits (by id), or of the active
 * one the engine would read for the same quote-wide purpose or service quantity.
 */
export function withDraft(active: readonly ActiveFormula[], draft: ActiveFormula): ActiveFormula[] {
  const replaced = (formula: ActiveFormula) =>
    formula.id === draft.id ||
    (formula.purpose === draft.purpose &&
      (quoteWide.has(draft.purpose) ||
        (draft.purpose === "quantity" && formula.serviceId === draft.serviceId)));
  return [...active.filter((formula) => !replaced(formula)), draft];
}

/**
 * The sample quote: the services the active rules recommend for the sample, plus `extra`
 * (e.g. the service a quantity formula is about), priced with `formulas`.
 */
export function sampleQuote(
  services: readonly Service[],
  active: readonly ActiveFormula[],
  formulas: readonly ActiveFormula[],
  extra: readonly number[] = [],
): QuoteInput {
  const base = { services, formulas: active, answers: sampleAnswers, locations: [sampleLocation] };
  const chosen = new Set([
    ...recommend(base).recommendations.map((entry) => entry.serviceId),
    ...extra,
  ]);
  return {
    ...base,
    formulas,
    selections: [...chosen].map((serviceId) => ({ locationId: sampleLocation.id, serviceId })),
  };
}
