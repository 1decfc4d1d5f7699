import { complianceOptions, securityFocusOptions } from "../assessment/options";
import type { FormulaPurpose } from "./formula";
import {
  type CompileResult,
  compileFormula,
  type FormulaError,
  type FormulaType,
  type FormulaValue,
} from "./language";

/**
 * The variables each formula purpose may read (issue 9). Counts are the whole quote's for
 * quote-wide purposes (risk level, recommendations, annual discount) and one location's for
 * per-line purposes (quantity, volume discount), where locationCount still counts them all.
 */
export interface FormulaVariable {
  name: string;
  type: FormulaType;
  description: string;
}

const perLine: ReadonlySet<FormulaPurpose> = new Set(["quantity", "volume-discount"]);

function answerVariables(purpose: FormulaPurpose): FormulaVariable[] {
  const scope = perLine.has(purpose) ? "at the location" : "across all locations";
  const site = perLine.has(purpose) ? "The location" : "Any location";
  return [
    { name: "userCount", type: "number", description: `Users ${scope}` },
    { name: "endpointCount", type: "number", description: `Workstations and laptops ${scope}` },
    { name: "serverCount", type: "number", description: `Servers ${scope}` },
    { name: "locationCount", type: "number", description: "Locations in the quote" },
    { name: "hasCloudServices", type: "boolean", description: `${site} uses cloud services` },
    { name: "hasOnPremise", type: "boolean", description: `${site} has on-premise systems` },
    { name: "hasSaaSApps", type: "boolean", description: `${site} uses SaaS applications` },
    { name: "complianceCount", type: "number", description: "Compliance requirements named" },
    ...complianceOptions.map((option) => ({
      name: option.variable,
      type: "boolean" as const,
      description: `${option.label} is required`,
    })),
    { name: "focusCount", type: "number", description: "Security focus areas chosen" },
    ...securityFocusOptions.map((option) => ({
      name: option.variable,
      type: "boolean" as const,
      description: `Focus: ${option.label.toLowerCase()}`,
    })),
  ];
}

const purposeVariables: Record<FormulaPurpose, FormulaVariable[]> = {
  "risk-level": [],
  recommendation: [],
  quantity: [],
  "volume-discount": [{ name: "quantity", type: "number", description: "The line's quantity" }],
  "annual-discount": [
    {
      name: "monthlyTotal",
      type: "number",
      description: "The monthly total in dollars, after volume discounts",
    },
  ],
};

const riskLevelVariable: FormulaVariable = {
  name: "riskLevel",
  type: "number",
  description: "The risk level: 1 low, 2 medium, 3 high, 4 critical",
};

/** Every variable a formula of this purpose may use, in the order the editor lists them. */
export function variablesFor(purpose: FormulaPurpose): FormulaVariable[] {
  // The risk-level formula computes riskLevel, so it cannot read it.
  const risk = purpose === "risk-level" ? [] : [riskLevelVariable];
  return [...answerVariables(purpose), ...risk, ...purposeVariables[purpose]];
}

const variableTypes = new Map(
  (Object.keys(purposeVariables) as FormulaPurpose[]).map((purpose) => [
    purpose,
    new Map(variablesFor(purpose).map((variable) => [variable.name, variable.type])),
  ]),
);

/** Compiles an expression with the variables of its purpose. */
export function compileFor(expression: string, purpose: FormulaPurpose): CompileResult {
  return compileFormula(expression, variableTypes.get(purpose) ?? new Map());
}

/**
 * What the editor's 'try it' panel starts from: a 25-user site with 30 endpoints and 3
 * servers that needs HIPAA and worries about ransomware and phishing.
 */
export function sampleValues(purpose: FormulaPurpose): Record<string, FormulaValue> {
  const chosen = new Set(["hipaa", "focusRansomware", "focusEmail"]);
  const samples: Record<string, FormulaValue> = {
    userCount: 25,
    endpointCount: 30,
    serverCount: 3,
    locationCount: 1,
    hasCloudServices: true,
    hasOnPremise: true,
    hasSaaSApps: true,
    complianceCount: 1,
    focusCount: 2,
    riskLevel: 2,
    quantity: 30,
    monthlyTotal: 2500,
  };
  return Object.fromEntries(
    variablesFor(purpose).map((variable) => [
      variable.name,
      samples[variable.name] ?? chosen.has(variable.name),
    ]),
  );
}

/**
 * Null when the expression is valid for its purpose; otherwise the problem and where it is.
 * A recommendation is a condition; the number purposes also accept conditions (true = 1).
 */
export function validateFormula(expression: string, purpose: FormulaPurpose): FormulaError | null {
  const compiled = compileFor(expression, purpose);
  if (!compiled.ok) return compiled.error;
  if (purpose === "recommendation" && compiled.formula.type !== "boolean") {
    return {
      message:
        "A recommendation rule must be a condition that is true or false, e.g. userCount > 10",
      index: 0,
    };
  }
  return null;
}
