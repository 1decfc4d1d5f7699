import { groupDigits } from "@shared/numbers/group-digits";
import { useState } from "react";
import { controlClasses } from "~/components/ui/field";
import { cn } from "~/lib/cn";

/**
 * What a typed quantity is: a whole number within the line's minimum (at least 1) and
 * maximum, or the message that says why not. A plain rule rather than a schema, so the
 * configure step loads no schema library (issue 37, decision 079).
 */
export function readQuantity(
  text: string,
  min: number,
  max: number,
): { quantity: number } | { error: string } {
  const value = text.trim() === "" ? Number.NaN : Number(text);
  const least = Math.max(1, min);
  if (!Number.isFinite(value)) return { error: "Enter a quantity" };
  if (!Number.isSafeInteger(value)) return { error: "Enter a whole number" };
  if (value < least) return { error: `At least ${least}` };
  if (value > max) return { error: `At most ${groupDigits(max)}` };
  return { quantity: value };
}

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
          const read = readQuantity(next, min, max);
          if ("error" in read) {
            setError(read.error);
            return;
          }
          setError(null);
          setShown(read.quantity);
          onChange(read.quantity);
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
