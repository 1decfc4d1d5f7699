import { MAX_LOCATIONS } from "@shared/quotes/engine/limits";
import { ArrowRight, Undo2, X } from "lucide-react";
import { useId } from "react";
import { Button } from "~/components/ui/button";
import { controlClasses } from "~/components/ui/field";
import { cn } from "~/lib/cn";
import { choicesFor, fieldLabels, labelOf, type Suggestion } from "./suggestions";

/**
 * One thing the intake understood: the visitor's words, what they were read as (a control,
 * so it can be corrected) and a button to reject it. Rejected chips stay, struck through,
 * until "Keep" takes them back.
 */
export function SuggestionChip({
  suggestion,
  onChange,
  onToggle,
}: {
  suggestion: Suggestion;
  onChange(value: string | number): void;
  onToggle(): void;
}) {
  const id = useId();
  const { field, value, quotes, rejected } = suggestion;
  const choices = choicesFor(field);
  const label = labelOf(field, value);
  return (
    <li
      data-suggestion={suggestion.key}
      data-rejected={rejected || undefined}
      className={cn(
        "grid min-w-0 gap-3 rounded-xl border p-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center",
        rejected ? "border-dashed border-border bg-surface" : "border-primary/40 bg-primary-soft",
      )}
    >
      <div className="grid min-w-0 gap-1">
        <span className="text-xs font-semibold tracking-wide text-muted uppercase">
          {fieldLabels[field]}
          {rejected ? " · rejected" : null}
        </span>
        <p className={cn("min-w-0 text-sm break-words", rejected && "text-muted line-through")}>
          {quotes.map((quote, index) => (
            <span key={quote}>
              {index > 0 ? <span className="text-muted"> · </span> : null}
              <q className="italic">{quote}</q>
            </span>
          ))}
          <ArrowRight aria-hidden className="mx-1.5 inline size-4 align-[-3px] text-muted" />
          <span className="sr-only">read as </span>
          <span className="font-semibold">{label}</span>
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={id} className="sr-only">
          {`${fieldLabels[field]} read from ${quotes.map((quote) => `“${quote}”`).join(", ")}`}
        </label>
        {choices ? (
          <select
            id={id}
            value={String(value)}
            disabled={rejected}
            onChange={(event) => onChange(event.target.value)}
            className={cn(controlClasses, "h-10 max-w-full min-w-0")}
          >
            {choices.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.label}
              </option>
            ))}
          </select>
        ) : (
          <input
            id={id}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_LOCATIONS}
            value={Number(value)}
            disabled={rejected}
            onChange={(event) => {
              const next = Math.trunc(Number(event.target.value));
              if (next >= 1) onChange(Math.min(next, MAX_LOCATIONS));
            }}
            className={cn(controlClasses, "h-10 w-20 tabular-nums")}
          />
        )}
        <Button
          variant="ghost"
          size="sm"
          onClick={onToggle}
          aria-label={rejected ? `Keep ${label}` : `Reject ${label}`}
        >
          {rejected ? (
            <Undo2 aria-hidden className="size-4" />
          ) : (
            <X aria-hidden className="size-4" />
          )}
          {rejected ? "Keep" : "Reject"}
        </Button>
      </div>
    </li>
  );
}
