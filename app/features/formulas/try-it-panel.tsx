import type { FormulaPurpose } from "@shared/formulas/formula";
import { evaluateFormula, type FormulaValue } from "@shared/formulas/language";
import { compileFor, sampleValues, variablesFor } from "@shared/formulas/variables";
import { useState } from "react";
import { inputClasses } from "~/components/ui/field";
import { cn } from "~/lib/cn";

function outcome(
  expression: string,
  purpose: FormulaPurpose,
  values: Record<string, FormulaValue>,
) {
  if (expression.trim() === "") return { text: "Enter an expression to try it.", ok: false };
  const compiled = compileFor(expression, purpose);
  if (!compiled.ok) return { text: "Fix the expression to try it.", ok: false };
  const result = evaluateFormula(compiled.formula, values);
  if (!result.ok) return { text: result.error, ok: false };
  return { text: String(result.value), ok: true };
}

/** 'Try it': the unsaved expression evaluated on sample answers the editor can change. */
export function TryItPanel({
  purpose,
  expression,
}: {
  purpose: FormulaPurpose;
  expression: string;
}) {
  const [values, setValues] = useState(() => sampleValues(purpose));
  const result = outcome(expression, purpose, values);
  const set = (name: string, value: FormulaValue) =>
    setValues((current) => ({ ...current, [name]: value }));
  return (
    <section
      aria-labelledby="try-it-title"
      className="grid gap-3 rounded-xl border border-border bg-surface-2/40 p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="try-it-title" className="font-semibold">
          Try it
        </h3>
        <p className="text-sm">
          Result:{" "}
          <output
            data-testid="try-it-result"
            className={cn("font-mono font-semibold", result.ok ? "text-primary" : "text-warning")}
          >
            {result.text}
          </output>
        </p>
      </div>
      <div className="grid max-h-64 grid-cols-2 gap-x-3 gap-y-2 overflow-y-auto pr-1">
        {variablesFor(purpose).map((variable) =>
          variable.type === "boolean" ? (
            <label
              key={variable.name}
              title={variable.description}
              className="flex min-w-0 items-center gap-2 text-xs"
            >
              <input
                type="checkbox"
                checked={values[variable.name] === true}
                onChange={(event) => set(variable.name, event.target.checked)}
                className="size-4 accent-[var(--primary)]"
              />
              <span className="min-w-0 truncate font-mono">{variable.name}</span>
            </label>
          ) : (
            <label
              key={variable.name}
              title={variable.description}
              className="grid min-w-0 gap-1 text-xs"
            >
              <span className="truncate font-mono">{variable.name}</span>
              <input
                type="number"
                value={String(values[variable.name] ?? 0)}
                onChange={(event) => set(variable.name, Number(event.target.value) || 0)}
                className={cn(inputClasses, "h-8 tabular-nums")}
              />
            </label>
          ),
        )}
      </div>
    </section>
  );
}
