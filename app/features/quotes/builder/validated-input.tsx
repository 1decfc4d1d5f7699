import { type InputHTMLAttributes, useRef, useState } from "react";
import type { z } from "zod";
import { Field, inputClasses } from "~/components/ui/field";
import { cn } from "~/lib/cn";
import type { LazySchema } from "~/lib/lazy-schema";

interface ValidatedInputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange" | "id"> {
  label: string;
  value: string | number;
  /**
   * The shared schema of the value (the API's own rule and message), loaded when the field
   * is first entered, not with the page (decision 079).
   */
  rule: LazySchema<z.ZodType>;
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
  rule,
  numeric = false,
  onValid,
  onValidity,
  className,
  fieldClassName,
  ...props
}: ValidatedInputProps) {
  const [text, setText] = useState(String(value));
  const [error, setError] = useState<string | undefined>();
  const latest = useRef(text);
  const change = (next: string) => {
    setText(next);
    latest.current = next;
    const candidate = numeric ? (next.trim() === "" ? undefined : Number(next)) : next;
    rule.check(candidate).then(
      (parsed) => {
        // Only the latest text speaks: an answer for what the visitor has typed over is stale.
        if (latest.current !== next) return;
        if (parsed.success) {
          setError(undefined);
          onValidity(null);
          onValid(parsed.data as never);
        } else {
          const message = parsed.error.issues[0]?.message ?? "Check this value";
          setError(message);
          onValidity(message);
        }
      },
      () => {
        if (latest.current !== next) return;
        const message = "This value could not be checked. Check your connection and type it again.";
        setError(message);
        onValidity(message);
      },
    );
  };
  return (
    <Field label={label} error={error} className={fieldClassName}>
      {(control) => (
        <input
          {...props}
          {...control}
          inputMode={numeric ? "numeric" : props.inputMode}
          value={text}
          onFocus={rule.preload}
          onChange={(event) => change(event.target.value)}
          className={cn(inputClasses, "h-11", numeric && "tabular-nums", className)}
        />
      )}
    </Field>
  );
}
