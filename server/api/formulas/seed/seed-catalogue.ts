import { type Service, serviceInputSchema } from "@shared/catalog/service";
import { type ActiveFormula, formulaInputSchema } from "@shared/formulas/formula";
import { seedServices } from "../../catalog/seed/services";
import { seedFormulas } from "./formulas";

/**
 * The seeded catalogue and formulas as the engine receives them from the API (defaults
 * applied, formulas at version 1), without a database: for property tests and the bench.
 */
export function seedCatalogue(): { services: Service[]; formulas: ActiveFormula[] } {
  return {
    services: seedServices.map(({ id, ...input }) => ({ id, ...serviceInputSchema.parse(input) })),
    formulas: seedFormulas.map(({ key, ...input }, index) => ({
      id: index + 1,
      key,
      version: 1,
      ...formulaInputSchema.parse(input),
    })),
  };
}
