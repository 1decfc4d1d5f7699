import type { Service } from "../../catalog/service";
import type { ActiveFormula } from "../../formulas/formula";
import type { QuoteLocation } from "./types";

/**
 * A small catalogue and formula set for the engine's tests and bench: one service of each
 * price basis, an annual one, a prerequisite and a dependency, and the seed's discounts.
 */
const base = {
  description: "A service for the engine's tests.",
  category: "Test",
  setupFee: 0,
  annual: false,
  pricePerUser: false,
  pricePerServer: false,
  pricePerEndpoint: false,
  riskLevelMultiplier: { low: 1, medium: 1.15, high: 1.3, critical: 1.5 },
  features: [],
  prerequisites: [],
  dependencies: [],
  icon: "shield",
  minQuantity: 0,
  maxQuantity: 10_000,
  recommended: false,
  popular: false,
  hidden: false,
} satisfies Omit<Service, "id" | "name" | "price">;

export const fixtureServices: Service[] = [
  { ...base, id: 1, name: "EDR", price: 9, pricePerEndpoint: true },
  {
    ...base,
    id: 2,
    name: "MDR",
    price: 18,
    pricePerEndpoint: true,
    setupFee: 250,
    prerequisites: [1],
  },
  {
    ...base,
    id: 3,
    name: "Helpdesk",
    price: 55,
    pricePerUser: true,
    minQuantity: 5,
    dependencies: [4],
  },
  { ...base, id: 4, name: "Onboarding", price: 79, setupFee: 1250, minQuantity: 1, maxQuantity: 1 },
  { ...base, id: 5, name: "Server backup", price: 49.99, pricePerServer: true, maxQuantity: 50 },
  { ...base, id: 6, name: "Pen test", price: 4500, annual: true, minQuantity: 1, maxQuantity: 1 },
  { ...base, id: 7, name: "SIEM", price: 6.5, pricePerUser: true, dependencies: [2] },
];

const formula = (
  id: number,
  purpose: ActiveFormula["purpose"],
  expression: string,
  extra: Partial<ActiveFormula> = {},
): ActiveFormula => ({
  id,
  key: `${purpose}-${id}`,
  version: 1,
  name: `${purpose} ${id}`,
  purpose,
  expression,
  serviceId: null,
  reason: "",
  safeguard: "",
  essential: false,
  ...extra,
});

export const fixtureFormulas: ActiveFormula[] = [
  formula(
    1,
    "risk-level",
    "1 + (complianceCount > 0) + (hipaa || pciDss || cmmc) + (userCount > 100 || endpointCount > 150 || serverCount > 10 || locationCount > 3)",
  ),
  formula(2, "volume-discount", "min(0.1, max(0, (quantity - 50) / 1000))"),
  formula(3, "annual-discount", "if(monthlyTotal >= 5000, 0.12, 0.1)"),
  formula(4, "quantity", "endpointCount + serverCount", { serviceId: 1 }),
  formula(5, "recommendation", "hipaa", {
    serviceId: 1,
    reason: "HIPAA asks for protection from malicious software",
    safeguard: "45 CFR 164.308(a)(5)(ii)(B)",
    essential: true,
  }),
  formula(6, "recommendation", "focusRansomware || serverCount > 0", {
    serviceId: 5,
    reason: "Servers need a copy attackers cannot reach",
  }),
  formula(7, "recommendation", "endpointCount > 20", { serviceId: 1, reason: "Many devices" }),
];

export function fixtureLocation(id: string, counts: Partial<QuoteLocation> = {}): QuoteLocation {
  return {
    id,
    name: `Site ${id}`,
    userCount: 25,
    endpointCount: 30,
    serverCount: 3,
    hasCloudServices: true,
    hasOnPremise: true,
    hasSaaSApps: true,
    ...counts,
  };
}

export const noAnswers = { complianceRequirements: [], securityFocus: [] };
