import type { FieldErrors } from "@shared/api/envelope";
import type { AdminService } from "@shared/catalog/service";
import {
  type AdminFormula,
  type FormulaPurpose,
  formulaPurposeInfo,
  type ValidFormulaInput,
} from "@shared/formulas/formula";
import { describeFormulaError } from "@shared/formulas/language";
import { validateFormula } from "@shared/formulas/variables";
import { isUniqueViolation } from "../../db/errors";
import { HttpError } from "../../http/http-error";

/** The engine reads one formula of each of these purposes per quote. */
const onePerQuote: ReadonlySet<FormulaPurpose> = new Set([
  "risk-level",
  "volume-discount",
  "annual-discount",
]);

interface Candidate {
  id?: number;
  purpose: FormulaPurpose;
  serviceId: number | null;
}

/** Why the service a formula is about cannot be used, or null when it can. */
function serviceProblem(serviceId: number, catalogue: readonly AdminService[]): string | null {
  const service = catalogue.find((candidate) => candidate.id === serviceId);
  if (!service) return `Service ${serviceId} does not exist`;
  if (service.archived) return `${service.name} is archived: restore it or choose another`;
  return null;
}

/**
 * The expression must compile for its purpose (the message names the character where it
 * goes wrong) and the service must be in the catalogue: a 400 with each field's problem.
 */
export function assertFormulaValid(
  input: ValidFormulaInput,
  catalogue: readonly AdminService[],
): void {
  const errors: FieldErrors = {};
  const error = validateFormula(input.expression, input.purpose);
  if (error) errors.expression = describeFormulaError(error);
  const service = input.serviceId === null ? null : serviceProblem(input.serviceId, catalogue);
  if (service) errors.serviceId = service;
  if (Object.keys(errors).length > 0) throw new HttpError(400, "Validation failed", errors);
}

/** A formula being restored must still point at a service of the catalogue. */
export function assertServiceActive(formula: AdminFormula, catalogue: readonly AdminService[]) {
  const problem = formula.serviceId === null ? null : serviceProblem(formula.serviceId, catalogue);
  if (problem) throw new HttpError(409, problem);
}

/** The active formula the candidate would compete with, if any. */
function rivalOf(candidate: Candidate, formulas: readonly AdminFormula[]) {
  return formulas.find(
    (formula) =>
      !formula.archived &&
      formula.id !== candidate.id &&
      formula.purpose === candidate.purpose &&
      (onePerQuote.has(candidate.purpose) ||
        (candidate.purpose === "quantity" && formula.serviceId === candidate.serviceId)),
  );
}

/** The 409 of a second active formula where the engine reads only one. */
function secondActiveFormula(
  candidate: Candidate,
  rivalName: string,
  catalogue: readonly AdminService[],
): HttpError {
  if (candidate.purpose === "quantity") {
    const service = catalogue.find((entry) => entry.id === candidate.serviceId);
    return new HttpError(
      409,
      `${service?.name ?? "This service"} already has an active quantity formula, "${rivalName}": archive it first`,
    );
  }
  const label = formulaPurposeInfo[candidate.purpose].label.toLowerCase();
  return new HttpError(
    409,
    `Only one ${label} formula can be active: archive "${rivalName}" first`,
  );
}

/** Refuses a second active risk-level or discount formula, or quantity formula per service. */
export function assertNoRival(
  candidate: Candidate,
  formulas: readonly AdminFormula[],
  catalogue: readonly AdminService[],
): void {
  const rival = rivalOf(candidate, formulas);
  if (rival) throw secondActiveFormula(candidate, rival.name, catalogue);
}

const SIMULTANEOUS_RIVAL =
  "Another active formula of this purpose was saved at the same moment. Reload and check which one should stay active.";

/** Two admins activating rival formulas at once: the database's unique index decides. */
export async function oneActiveAtATime<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, SIMULTANEOUS_RIVAL);
    throw error;
  }
}
