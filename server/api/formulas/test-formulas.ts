import type { AdminFormula, FormulaInput } from "@shared/formulas/formula";
import { expect } from "vitest";
import type { Client } from "../../../tests/setup/auth";
import { newService } from "../catalog/test-services";

export const FORMULAS = "/api/admin/formulas";

/** API helpers of the formula tests, acting as `admin`. */
export function formulaKit(admin: Client) {
  async function newServiceId(): Promise<number> {
    const res = await admin.request("POST", "/api/admin/catalog", newService());
    return res.json().data.id;
  }

  return {
    newServiceId,

    /** A valid recommendation rule about a fresh service. */
    async recommendation(overrides: Partial<FormulaInput> = {}): Promise<FormulaInput> {
      return {
        name: "Recommend for big offices",
        purpose: "recommendation",
        expression: "userCount > 50 && hasOnPremise",
        serviceId: await newServiceId(),
        reason: "Large offices need it",
        ...overrides,
      };
    },

    async create(input: FormulaInput): Promise<AdminFormula> {
      const res = await admin.request("POST", FORMULAS, input);
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data;
    },

    /** PUT of the formula's fields with `changes`, from `baseVersion`. */
    save(formula: AdminFormula, changes: Partial<FormulaInput>, baseVersion = formula.version) {
      const { name, purpose, description, expression, serviceId, reason, safeguard, essential } =
        formula;
      return admin.request("PUT", `${FORMULAS}/${formula.id}`, {
        ...{ name, purpose, description, expression, serviceId, reason, safeguard, essential },
        ...changes,
        baseVersion,
      });
    },

    async refused(input: object, status = 400) {
      const res = await admin.request("POST", FORMULAS, input);
      expect(res.statusCode).toBe(status);
      return res.json();
    },
  };
}
