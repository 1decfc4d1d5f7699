import { Check } from "lucide-react";
import { useId } from "react";
import { cn } from "~/lib/cn";

export interface Choice {
  id: string;
  label: string;
}

interface ChoiceGroupProps {
  legend: string;
  hint?: string;
  error?: string;
  choices: readonly Choice[];
  /** "single": radio buttons; "multiple": checkboxes. */
  mode: "single" | "multiple";
  selected: readonly string[];
  onToggle(id: string): void;
  name: string;
}

/**
 * Answers as large pressable chips that stay real radio buttons or checkboxes, so arrows,
 * Space and screen readers work as they do with any form.
 */
export function ChoiceGroup({
  legend,
  hint,
  error,
  choices,
  mode,
  selected,
  onToggle,
  name,
}: ChoiceGroupProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <fieldset
      className="grid gap-2"
      aria-describedby={described || undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-1 text-base font-semibold">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="-mt-1 mb-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {choices.map((choice) => {
          const checked = selected.includes(choice.id);
          return (
            <label
              key={choice.id}
              className={cn(
                "relative inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-4 text-sm font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring",
                checked
                  ? "border-primary bg-primary-soft text-fg"
                  : "border-control bg-surface text-fg hover:border-primary/60",
              )}
            >
              <input
                type={mode === "single" ? "radio" : "checkbox"}
                name={name}
                value={choice.id}
                checked={checked}
                onChange={() => onToggle(choice.id)}
                className="sr-only"
              />
              <span
                aria-hidden
                className={cn(
                  "grid size-4 place-items-center border",
                  mode === "single" ? "rounded-full" : "rounded",
                  checked ? "border-primary bg-primary text-primary-fg" : "border-control",
                )}
              >
                {checked ? <Check className="size-3" strokeWidth={3} /> : null}
              </span>
              {choice.label}
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
