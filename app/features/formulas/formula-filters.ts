import { type AdminFormula, type FormulaPurpose, formulaPurposes } from "@shared/formulas/formula";

/** The formulas page's view from its URL: ?purpose= and ?q=, lenient like every list page. */
export interface FormulaView {
  purpose: FormulaPurpose | "all";
  q: string;
}

export function parseFormulaView(params: URLSearchParams): FormulaView {
  const purpose = params.get("purpose");
  return {
    purpose: formulaPurposes.includes(purpose as FormulaPurpose)
      ? (purpose as FormulaPurpose)
      : "all",
    q: params.get("q")?.trim().slice(0, 100) ?? "",
  };
}

/** Formulas of the view: by purpose, then every word in the name, expression or service. */
export function filterFormulas(
  formulas: readonly AdminFormula[],
  view: FormulaView,
  serviceName: (id: number | null) => string,
): AdminFormula[] {
  const words = view.q.toLowerCase().split(/\s+/).filter(Boolean);
  return formulas.filter((formula) => {
    if (view.purpose !== "all" && formula.purpose !== view.purpose) return false;
    const text =
      `${formula.name} ${formula.expression} ${serviceName(formula.serviceId)}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
