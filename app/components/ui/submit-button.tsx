import { type ReactNode, useEffect, useState } from "react";
import { cn } from "~/lib/cn";
import { Button, type ButtonProps } from "./button";
import { Spinner } from "./spinner";

interface SubmitButtonProps extends Omit<ButtonProps, "type" | "disabled"> {
  pending: boolean;
  /** Announced while sending ("Sending"). */
  pendingLabel: string;
  /** Shown when not sending; the spinner takes its place. */
  icon: ReactNode;
}

/**
 * A public form's submit button. Disabled until hydrated (a submit before that would reload
 * the page and lose what was typed). While sending it is only aria-disabled: a disabled
 * button would drop keyboard focus to the page. The form's handler ignores those submits.
 */
export function SubmitButton({
  pending,
  pendingLabel,
  icon,
  children,
  className,
  ...props
}: SubmitButtonProps) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <Button
      {...props}
      type="submit"
      disabled={!hydrated}
      aria-disabled={pending || undefined}
      className={cn("aria-disabled:cursor-progress aria-disabled:opacity-80", className)}
    >
      {pending ? <Spinner label={pendingLabel} className="text-primary-fg" /> : icon}
      {children}
    </Button>
  );
}
