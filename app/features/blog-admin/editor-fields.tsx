import { Plus, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { Field, inputClasses } from "~/components/ui/field";
import { cn } from "~/lib/cn";

/** A labelled multi-line input bound to a string. */
export function TextAreaField({
  label,
  value,
  onChange,
  error,
  hint,
  rows = 3,
  className,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  hint?: string;
  rows?: number;
  className?: string;
}) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <textarea
          {...control}
          rows={rows}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={cn(inputClasses, "py-2 leading-relaxed")}
        />
      )}
    </Field>
  );
}

/** A titled group of fields of the editor. */
export function EditorSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="grid gap-4 rounded-2xl border border-border bg-surface p-4 sm:p-5">
      <legend className="px-1 text-base font-semibold">{title}</legend>
      {description ? <p className="-mt-2 text-sm text-muted">{description}</p> : null}
      {children}
    </fieldset>
  );
}

/**
 * A list the writer grows and shrinks (tags, insights, trends, metrics, results): each item's
 * fields come from `render`, with a labelled remove button; `noun` names one item.
 */
export function ListEditor<T>({
  items,
  onChange,
  blank,
  noun,
  render,
}: {
  items: T[];
  onChange(items: T[]): void;
  blank: T;
  noun: string;
  render(item: T, update: (item: T) => void, index: number): ReactNode;
}) {
  const replace = (index: number) => (item: T) =>
    onChange(items.map((old, at) => (at === index ? item : old)));
  return (
    <div className="grid gap-3">
      {items.length === 0 ? <p className="text-sm text-muted">No {noun}s yet.</p> : null}
      {items.map((item, index) => (
        // Items have no ids of their own; the position is what the writer edits.
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is edited in place by position.
        <div key={index} className="flex items-start gap-2 rounded-xl bg-surface-2/50 p-3">
          <div className="grid min-w-0 flex-1 gap-3">{render(item, replace(index), index)}</div>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Remove ${noun} ${index + 1}`}
            onClick={() => onChange(items.filter((_, at) => at !== index))}
          >
            <Trash2 aria-hidden className="size-4" />
          </Button>
        </div>
      ))}
      <Button
        variant="outline"
        size="sm"
        className="justify-self-start"
        onClick={() => onChange([...items, blank])}
      >
        <Plus aria-hidden className="size-4" />
        Add {noun}
      </Button>
    </div>
  );
}
