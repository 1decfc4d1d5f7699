import type { FieldReading } from "@shared/quotes/engine/location-fields";
import { type InputHTMLAttributes, useState } from "react";
import { Field, inputClasses } from "~/components/ui/field";
import { cn } from "~/lib/cn";

interface ValidatedInputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange" | "id"> {
  label: string;
  value: string | number;
  /** Reads the typed text by the API's own rule and message (decision 079). */
  read(text: string): FieldReading<string | number>;
  numeric?: boolean;
  /** Called with each valid value; what does not pass stays in the field with its message. */
  onValid(value: never): void;
  /** Tells the step whether the field holds something that cannot be saved. */
  onValidity(message: string | null): void;
  fieldClassName?: string;
}

/**
 * A field that keeps what the visitor types, says at once what is wrong with it, and hands
 * on only valid values: the draft (and its autosave) never holds a value the API refuses.
 */
export function ValidatedInput({
  label,
  value,
  read,
  numeric = false,
  onValid,
  onValidity,
  className,
  fieldClassName,
  ...props
}: ValidatedInputProps) {
  const [text, setText] = useState(String(value));
  const [error, setError] = useState<string | undefined>();
  const change = (next: string) => {
    setText(next);
    const reading = read(next);
    if ("value" in reading) {
      setError(undefined);
      onValidity(null);
      onValid(reading.value as never);
    } else {
      setError(reading.error);
      onValidity(reading.error);
    }
  };
  return (
    <Field label={label} error={error} className={fieldClassName}>
      {(control) => (
        <input
          {...props}
          {...control}
          inputMode={numeric ? "numeric" : props.inputMode}
          value={text}
          onChange={(event) => change(event.target.value)}
          className={cn(inputClasses, "h-11", numeric && "tabular-nums", className)}
        />
      )}
    </Field>
  );
}
