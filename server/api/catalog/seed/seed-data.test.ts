import { findCycle, linkProblems, type ServiceLinks } from "@shared/catalog/graph";
import { serviceInputSchema } from "@shared/catalog/service";
import { riskLevels } from "@shared/catalog/service-constants";
import { type FormulaPurpose, formulaInputSchema } from "@shared/formulas/formula";
import { evaluateFormula, type FormulaValue } from "@shared/formulas/language";
import { compileFor, validateFormula, variablesFor } from "@shared/formulas/variables";
import { describe, expect, it } from "vitest";
import { seedFormulas } from "../../formulas/seed/formulas";
import { serviceIds } from "./seed-service";
import { seedServices } from "./services";

const requiredCategories = [
  "Endpoint Security",
  "Managed Detection & Response",
  "Email Security",
  "Security Awareness Training",
  "Backup & BCDR",
  "Cloud & Productivity",
  "Helpdesk & Support",
  "Network & Firewall",
  "Vulnerability Management",
  "Identity & Access",
  "Advisory",
  "Compliance",
  "Onboarding",
];

const links: ServiceLinks[] = seedServices.map((service) => ({
  id: service.id,
  name: service.name,
  prerequisites: service.prerequisites ?? [],
  dependencies: service.dependencies ?? [],
}));

describe("seed services", () => {
  it("parses every service with the API's input schema", () => {
    const failures = seedServices.flatMap((service) => {
      const parsed = serviceInputSchema.safeParse(service);
      return parsed.success ? [] : [{ id: service.id, issues: parsed.error.issues }];
    });
    expect(failures).toEqual([]);
  });

  it("numbers the services 1..N, each id once, as the named ids say", () => {
    const ids = seedServices.map((service) => service.id);
    expect(ids).toEqual(ids.map((_, index) => index + 1));
    expect(new Set(Object.values(serviceIds))).toEqual(new Set(ids));
  });

  it("offers at least 25 services across every required category", () => {
    expect(seedServices.length).toBeGreaterThanOrEqual(25);
    const categories = new Set(seedServices.map((service) => service.category));
    for (const category of requiredCategories) expect(categories).toContain(category);
  });

  it("links only to seeded services, never to itself, and never in a loop", () => {
    const problems = links
      .map((link) => ({ id: link.id, problems: linkProblems(link, links) }))
      .filter((entry) => Object.keys(entry.problems).length > 0);
    expect(problems).toEqual([]);
    expect(findCycle(links)).toBeNull();
  });

  it("keeps risk multipliers non-decreasing from low to critical", () => {
    for (const service of seedServices) {
      const multipliers = riskLevels.map((level) => service.riskLevelMultiplier?.[level] ?? 1);
      const sorted = [...multipliers].sort((a, b) => a - b);
      expect(multipliers, service.name).toEqual(sorted);
    }
  });

  it("describes each service with three to six features, and hides at least one", () => {
    for (const service of seedServices) {
      expect(service.features?.length ?? 0, service.name).toBeGreaterThanOrEqual(3);
      expect(service.features?.length ?? 0, service.name).toBeLessThanOrEqual(6);
    }
    expect(seedServices.some((service) => service.hidden)).toBe(true);
    expect(seedServices.some((service) => service.annual)).toBe(true);
  });
});

const serviceIdSet = new Set(seedServices.map((service) => service.id));

describe("seed formulas", () => {
  it("parses every formula with the API's input schema", () => {
    const failures = seedFormulas.flatMap((formula) => {
      const parsed = formulaInputSchema.safeParse(formula);
      return parsed.success ? [] : [{ key: formula.key, issues: parsed.error.issues }];
    });
    expect(failures).toEqual([]);
  });

  it("uses unique lowercase kebab keys and unique names", () => {
    const keys = seedFormulas.map((formula) => formula.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const names = seedFormulas.map((formula) => formula.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it("points every per-service formula at a seeded service", () => {
    const unknown = seedFormulas.filter(
      (formula) => formula.serviceId != null && !serviceIdSet.has(formula.serviceId),
    );
    expect(unknown.map((formula) => formula.key)).toEqual([]);
  });

  it("has exactly one formula for each quote-wide purpose", () => {
    for (const purpose of ["risk-level", "volume-discount", "annual-discount"] as const) {
      expect(
        seedFormulas.filter((formula) => formula.purpose === purpose),
        purpose,
      ).toHaveLength(1);
    }
    const volume = seedFormulas.find((formula) => formula.purpose === "volume-discount");
    expect(volume?.expression).toBe("min(0.1, max(0, (quantity - 50) / 1000))");
  });

  it("compiles every expression for its purpose", () => {
    const failures = seedFormulas
      .map((formula) => ({
        key: formula.key,
        error: validateFormula(formula.expression, formula.purpose),
      }))
      .filter((entry) => entry.error !== null);
    expect(failures).toEqual([]);
  });

  it("gives the prospect a short reason for every recommendation and a safeguard for compliance rules", () => {
    const rules = seedFormulas.filter((formula) => formula.purpose === "recommendation");
    for (const rule of rules) {
      expect(rule.reason?.length ?? 0, rule.key).toBeGreaterThan(0);
      expect(rule.reason?.length ?? 0, rule.key).toBeLessThan(300);
    }
    const complianceRules = rules.filter((rule) => !rule.key.startsWith("recommend-"));
    expect(complianceRules.length).toBeGreaterThan(0);
    for (const rule of complianceRules) expect(rule.safeguard, rule.key).toBeTruthy();
  });

  it("recommends every visible service except the Google Workspace alternatives", () => {
    const recommended = new Set(
      seedFormulas
        .filter((formula) => formula.purpose === "recommendation")
        .map((f) => f.serviceId),
    );
    const alternatives = new Set<number>([
      serviceIds.googleWorkspaceBackup,
      serviceIds.googleWorkspaceManagement,
    ]);
    const missing = seedServices.filter(
      (service) => !service.hidden && !alternatives.has(service.id) && !recommended.has(service.id),
    );
    expect(missing.map((service) => service.name)).toEqual([]);
  });
});

/** Evaluates a seed formula, failing the test on a runtime error. */
function evaluate(
  expression: string,
  purpose: FormulaPurpose,
  values: Record<string, FormulaValue>,
) {
  const compiled = compileFor(expression, purpose);
  if (!compiled.ok) throw new Error(`${expression}: ${compiled.error.message}`);
  const result = evaluateFormula(compiled.formula, values);
  if (!result.ok) throw new Error(`${expression}: ${result.error}`);
  return Number(result.value);
}

/** Answers with every count at `count` (riskLevel kept within 1-4) and every flag at `flag`. */
function uniformAnswers(purpose: FormulaPurpose, count: number, flag: boolean) {
  return Object.fromEntries(
    variablesFor(purpose).map((variable) => [
      variable.name,
      variable.type === "boolean"
        ? flag
        : variable.name === "riskLevel"
          ? Math.min(4, count + 1)
          : count,
    ]),
  ) as Record<string, FormulaValue>;
}

describe("seed formulas that size a quote", () => {
  it("never lower the risk level or a default quantity when a count grows or a flag turns on", () => {
    const sizing = seedFormulas.filter(
      (formula) => formula.purpose === "risk-level" || formula.purpose === "quantity",
    );
    for (const formula of sizing) {
      for (const count of [0, 1, 3, 10, 60, 200]) {
        for (const flag of [false, true]) {
          const base = uniformAnswers(formula.purpose, count, flag);
          const before = evaluate(formula.expression, formula.purpose, base);
          for (const variable of variablesFor(formula.purpose)) {
            if (variable.name === "riskLevel" && count >= 3) continue;
            const grown = variable.type === "boolean" ? true : Number(base[variable.name]) + 1;
            const after = evaluate(formula.expression, formula.purpose, {
              ...base,
              [variable.name]: grown,
            });
            expect(after, `${formula.key} with more ${variable.name}`).toBeGreaterThanOrEqual(
              before,
            );
          }
        }
      }
    }
  });
});
