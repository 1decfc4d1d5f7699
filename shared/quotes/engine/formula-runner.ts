import type { ActiveFormula, FormulaPurpose } from "../../formulas/formula";
import { type CompileResult, evaluateFormula, type FormulaValue } from "../../formulas/language";
import { compileFor } from "../../formulas/variables";

/**
 * Runs the staff's formulas inside the engine. A formula that fails to compile or to
 * evaluate never breaks a quote: the caller's fall-back is used and a note says so, and
 * every formula that produced a number is recorded with its version.
 */

const byText = new Map<string, CompileResult>();
const byFormula = new WeakMap<ActiveFormula, CompileResult>();
const CACHE_LIMIT = 1000;

/**
 * Compiling is the slow part; the browser prices on every keystroke with the same formula
 * objects, and a server reloading them gets the same texts.
 */
function compile(formula: ActiveFormula): CompileResult {
  let result = byFormula.get(formula);
  if (result) return result;
  const key = `${formula.purpose}\u0000${formula.expression}`;
  result = byText.get(key);
  if (!result) {
    if (byText.size >= CACHE_LIMIT) byText.clear();
    result = compileFor(formula.expression, formula.purpose);
    byText.set(key, result);
  }
  byFormula.set(formula, result);
  return result;
}

export class FormulaRunner {
  readonly versions: Record<number, number> = {};
  readonly notes = new Set<string>();

  /** The formula's value, or `fallback` with a note when it cannot be computed. */
  value(
    formula: ActiveFormula | undefined,
    values: Record<string, FormulaValue>,
    fallback: number,
    fallbackText: string,
  ): number {
    if (!formula) return fallback;
    const result = this.number(formula, values);
    if (result === null) this.failed(formula, fallbackText);
    return result ?? fallback;
  }

  /** The formula's number (a condition counts 1 or 0), or null when it cannot be computed. */
  number(formula: ActiveFormula, values: Record<string, FormulaValue>): number | null {
    const result = this.raw(formula, values);
    if (result === null) return null;
    this.versions[formula.id] = formula.version;
    return typeof result === "boolean" ? Number(result) : result;
  }

  /** The variables the formula reads; none when it does not compile. */
  reads(formula: ActiveFormula): readonly string[] {
    const program = compile(formula);
    return program.ok ? program.formula.variables : [];
  }

  /** Notes that the formula failed and what was used instead. */
  failed(formula: ActiveFormula, instead: string): void {
    this.notes.add(`The formula "${formula.name}" could not be computed: ${instead}`);
  }

  /** The condition's value, or false when it cannot be computed (nothing is recommended). */
  condition(formula: ActiveFormula, values: Record<string, FormulaValue>): boolean {
    const result = this.raw(formula, values);
    if (result === null) return false;
    this.versions[formula.id] = formula.version;
    return typeof result === "boolean" ? result : result !== 0;
  }

  private raw(formula: ActiveFormula, values: Record<string, FormulaValue>): FormulaValue | null {
    const program = compile(formula);
    if (!program.ok) return null;
    const result = evaluateFormula(program.formula, values);
    return result.ok ? result.value : null;
  }
}

/** A rate from a formula, kept within 0 and `max`. */
export const clampRate = (rate: number, max: number) => Math.min(max, Math.max(0, rate));

/** The formula the engine reads for a quote-wide purpose. */
export function firstOf(formulas: readonly ActiveFormula[], purpose: FormulaPurpose) {
  // One is active per purpose (the API enforces it); the lowest id keeps a race harmless.
  return formulas.filter((formula) => formula.purpose === purpose).sort((a, b) => a.id - b.id)[0];
}
