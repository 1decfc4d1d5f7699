import type { ReactNode } from "react";
import { Button, type ButtonProps } from "./button";
import { ButtonSpinner } from "./spinner";

interface PendingButtonProps extends ButtonProps {
  /** The action's request is under way: the spinner replaces the icon and the button waits. */
  pending: boolean;
  /** Announced while pending ("Duplicating"). */
  pendingLabel: string;
  /** Shown when not pending. */
  icon: ReactNode;
}

/**
 * A button that starts one mutation (not a form's submit: that is SubmitButton): disabled
 * while its request runs, so a second click cannot send it twice, with a spinner in place of
 * its icon.
 */
export function PendingButton({
  pending,
  pendingLabel,
  icon,
  disabled,
  children,
  ...props
}: PendingButtonProps) {
  return (
    <Button {...props} disabled={pending || disabled}>
      {pending ? <ButtonSpinner label={pendingLabel} /> : icon}
      {children}
    </Button>
  );
}
