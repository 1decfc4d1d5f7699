import { Field, inputClasses } from "~/components/ui/field";
import { cn } from "~/lib/cn";

/** A labelled one-line input bound to a string. */
export function TextField({
  label,
  value,
  onChange,
  error,
  required,
  type = "text",
  hint,
  autoComplete,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  required?: boolean;
  type?: "text" | "email" | "tel";
  hint?: string;
  autoComplete?: string;
}) {
  return (
    <Field label={label} error={error} required={required} hint={hint}>
      {(control) => (
        <input
          {...control}
          type={type}
          value={value}
          autoComplete={autoComplete}
          onChange={(event) => onChange(event.target.value)}
          className={cn(inputClasses, "h-11")}
        />
      )}
    </Field>
  );
}
