import type { FormulaPurpose } from "@shared/formulas/formula";
import { describeFormulaError, formulaFunctions } from "@shared/formulas/language";
import { validateFormula, variablesFor } from "@shared/formulas/variables";
import { useId, useRef } from "react";
import { inputClasses } from "~/components/ui/field";
import { cn } from "~/lib/cn";

/**
 * The expression with its live check (the message names the character where it goes wrong)
 * and the purpose's variables and functions beside it; clicking one inserts it at the caret.
 */
export function ExpressionField({
  purpose,
  value,
  onChange,
  serverError,
}: {
  purpose: FormulaPurpose;
  value: string;
  onChange(value: string): void;
  serverError?: string;
}) {
  const id = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const problem = value.trim() === "" ? null : validateFormula(value, purpose);
  const error = problem ? describeFormulaError(problem) : serverError;
  // The problem's position, clamped: "Expected )" points just past the end.
  const at = problem ? Math.min(problem.index, value.length) : null;

  function insert(text: string) {
    const element = area.current;
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? value.length;
    onChange(value.slice(0, start) + text + value.slice(end));
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + text.length, start + text.length);
    });
  }

  return (
    <div className="grid gap-3">
      <div className="grid gap-1.5">
        <label htmlFor={id} className="text-sm font-medium">
          Expression
          <span aria-hidden className="text-danger">
            {" "}
            *
          </span>
        </label>
        <textarea
          ref={area}
          id={id}
          rows={3}
          spellCheck={false}
          autoCapitalize="none"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={at === null ? `${id}-status` : `${id}-status ${id}-mark`}
          data-error-index={at ?? undefined}
          className={cn(inputClasses, "py-2 font-mono text-[13px] leading-relaxed")}
        />
        <p
          id={`${id}-status`}
          aria-live="polite"
          className={cn("text-sm font-medium", error ? "text-danger" : "text-success")}
        >
          {error ?? (value.trim() ? "The expression is valid." : "")}
        </p>
        {at !== null ? <ErrorMark id={`${id}-mark`} value={value} at={at} /> : null}
      </div>
      <details className="rounded-lg border border-border p-3 text-sm">
        <summary className="cursor-pointer font-medium">Variables and functions</summary>
        <div className="mt-3 grid gap-3">
          <ul className="flex flex-wrap gap-1.5" aria-label="Variables">
            {variablesFor(purpose).map((variable) => (
              <li key={variable.name}>
                <button
                  type="button"
                  title={`${variable.description} (${variable.type === "boolean" ? "true or false" : "number"})`}
                  onClick={() => insert(variable.name)}
                  className="rounded-md border border-border px-2 py-1 font-mono text-xs hover:border-primary hover:text-primary"
                >
                  {variable.name}
                </button>
              </li>
            ))}
          </ul>
          <ul className="grid gap-1 text-xs text-muted sm:grid-cols-2" aria-label="Functions">
            {formulaFunctions.map((fn) => (
              <li key={fn.name}>
                <button
                  type="button"
                  onClick={() => insert(`${fn.name}(`)}
                  className="font-mono text-fg hover:text-primary"
                >
                  {fn.usage}
                </button>{" "}
                {fn.description}
              </li>
            ))}
            <li>Operators: + - * / % &lt; &lt;= &gt; &gt;= == != &amp;&amp; || ! and c ? a : b</li>
          </ul>
        </div>
      </details>
    </div>
  );
}

/**
 * The expression again with the character the check stopped at highlighted and a caret under
 * it (issue 34: "at character 40" alone left staff counting). Screen readers hear the
 * character and what comes before it through aria-describedby.
 */
function ErrorMark({ id, value, at }: { id: string; value: string; at: number }) {
  const character = value.charAt(at);
  const before = value.slice(Math.max(0, at - 12), at);
  return (
    <p
      id={id}
      data-testid="expression-error-mark"
      className="overflow-x-auto rounded-md border border-danger/40 bg-danger/5 px-3 py-2 font-mono text-[13px] leading-relaxed whitespace-pre"
    >
      <span className="sr-only">
        {character
          ? `The problem is at "${character}", after "${before}".`
          : `The problem is at the end, after "${before}".`}
      </span>
      <span aria-hidden>
        {value.slice(0, at)}
        <mark className="relative rounded-sm bg-danger px-px text-bg after:absolute after:top-full after:left-1/2 after:-translate-x-1/2 after:text-danger after:content-['^']">
          {character || " "}
        </mark>
        {value.slice(at + 1)}
        {"\n "}
      </span>
    </p>
  );
}
