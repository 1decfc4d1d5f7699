import { type ReactNode, useId } from "react";
import { cn } from "~/lib/cn";

/** A text control's look without its width, for controls sized by their content. */
export const controlClasses =
  "rounded-lg border border-control bg-surface px-3 text-sm text-fg placeholder:text-muted aria-[invalid=true]:border-danger";
export const inputClasses = `w-full ${controlClasses}`;

export interface FieldControlProps {
  id: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
}

export interface FieldProps {
  label: ReactNode;
  /** Message under the control; marks it invalid and is announced with it. */
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  children(control: FieldControlProps): ReactNode;
}

/** Label, control, hint and error wired together for assistive technology. */
export function Field({ label, error, hint, required, className, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  return (
    <div className={cn("grid content-start gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
        {required ? (
          <span aria-hidden className="text-danger">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy || undefined,
      })}
      {hint ? (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
