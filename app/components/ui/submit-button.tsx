import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/use-hydrated";
import { Button, type ButtonProps } from "./button";
import { ButtonSpinner } from "./spinner";

interface SubmitButtonProps extends Omit<ButtonProps, "type" | "disabled"> {
  pending: boolean;
  /** Announced while sending ("Sending"). */
  pendingLabel: string;
  /** Shown when not sending; the spinner takes its place. */
  icon?: ReactNode;
  /** What the form needs before it can be sent has not arrived yet: disabled like before hydration. */
  waiting?: boolean;
}

/**
 * A form's submit button. Disabled until hydrated, so the browser can never send the form
 * by itself (that would reload the page and lose what was typed, or put credentials in a
 * URL). While sending it is only aria-disabled: a disabled button would drop keyboard
 * focus to the page. The form's handler ignores those submits.
 */
export function SubmitButton({
  pending,
  pendingLabel,
  icon,
  waiting = false,
  children,
  className,
  ...props
}: SubmitButtonProps) {
  const hydrated = useHydrated();
  return (
    <Button
      {...props}
      type="submit"
      disabled={!hydrated || waiting}
      aria-disabled={pending || undefined}
      className={cn("aria-disabled:cursor-progress aria-disabled:opacity-80", className)}
    >
      {pending ? <ButtonSpinner label={pendingLabel} /> : icon}
      {children}
    </Button>
  );
}
