import { groupDigits } from "@shared/numbers/group-digits";
import { useState } from "react";
import { z } from "zod";
import { controlClasses } from "~/components/ui/field";
import { cn } from "~/lib/cn";

/**
 * A line's quantity, editable within the service's minimum and maximum. What does not fit
 * stays in the field with its message and is not priced.
 */
export function QuantityInput({
  name,
  value,
  min,
  max,
  onChange,
}: {
  name: string;
  value: number;
  min: number;
  max: number;
  onChange(quantity: number): void;
}) {
  const [text, setText] = useState(String(value));
  const [shown, setShown] = useState(value);
  const [error, setError] = useState<string | null>(null);
  // The engine may change the line (counts edited elsewhere): follow it unless mid-edit.
  if (value !== shown && error === null) {
    setShown(value);
    setText(String(value));
  }
  const schema = z
    .number({ error: "Enter a quantity" })
    .int("Enter a whole number")
    .min(Math.max(1, min), `At least ${Math.max(1, min)}`)
    .max(max, `At most ${groupDigits(max)}`);
  const errorId = `qty-error-${name.replace(/\W+/g, "-")}`;
  return (
    <div className="grid justify-items-start gap-1 sm:justify-items-end">
      <input
        aria-label={`Quantity of ${name}`}
        inputMode="numeric"
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          const parsed = schema.safeParse(next.trim() === "" ? undefined : Number(next));
          if (!parsed.success) {
            setError(parsed.error.issues[0]?.message ?? "Check the quantity");
            return;
          }
          setError(null);
          setShown(parsed.data);
          onChange(parsed.data);
        }}
        className={cn(controlClasses, "h-9 w-20 text-right tabular-nums")}
      />
      {error ? (
        <span id={errorId} className="text-xs font-medium text-danger">
          {error}
        </span>
      ) : null}
    </div>
  );
}
