import {
  type ActiveFormula,
  type AdminFormula,
  type FormulaPurpose,
  type FormulaVersion,
  formulaPurposes,
  type ValidFormulaInput,
} from "@shared/formulas/formula";
import type { formulas, formulaVersions } from "../../db/schema/formulas";

export type FormulaRow = typeof formulas.$inferSelect;
export type FormulaVersionRow = typeof formulaVersions.$inferSelect;
/** A formula with its current version (the join the repository reads). */
export interface CurrentFormulaRow {
  formula: FormulaRow;
  current: FormulaVersionRow;
}

export function toActiveFormula({ formula, current }: CurrentFormulaRow): ActiveFormula {
  return {
    id: formula.id,
    key: formula.key,
    version: current.version,
    name: current.name,
    purpose: formula.purpose as FormulaPurpose,
    expression: current.expression,
    serviceId: current.serviceId,
    reason: current.reason,
    safeguard: current.safeguard,
    essential: current.essential,
  };
}

export function toAdminFormula(row: CurrentFormulaRow): AdminFormula {
  return {
    ...toActiveFormula(row),
    description: row.current.description,
    archived: row.formula.archivedAt !== null,
    createdAt: row.formula.createdAt.toISOString(),
    updatedAt: row.formula.updatedAt.toISOString(),
    updatedBy: row.current.createdByUsername,
  };
}

export function toFormulaVersion(row: FormulaVersionRow): FormulaVersion {
  return {
    version: row.version,
    name: row.name,
    expression: row.expression,
    description: row.description,
    serviceId: row.serviceId,
    reason: row.reason,
    safeguard: row.safeguard,
    essential: row.essential,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdByUsername,
  };
}

/** The stored columns of one saved version (purpose lives on the formula itself). */
export function toVersionRow(
  formulaId: number,
  version: number,
  { purpose: _purpose, ...fields }: ValidFormulaInput,
  actor: { id: string; username: string } | null,
) {
  return {
    ...fields,
    formulaId,
    version,
    createdBy: actor?.id ?? null,
    createdByUsername: actor?.username ?? null,
  } satisfies typeof formulaVersions.$inferInsert;
}

/** The engine's reading order: the quote-wide risk level first, then by purpose, then id. */
export function byPurposeThenId(a: CurrentFormulaRow, b: CurrentFormulaRow): number {
  const rank = (row: CurrentFormulaRow) =>
    formulaPurposes.indexOf(row.formula.purpose as FormulaPurpose);
  return rank(a) - rank(b) || a.formula.id - b.formula.id;
}
