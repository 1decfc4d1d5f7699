import type { ReactNode } from "react";
import { Button, type ButtonProps } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * The submit button of a CredentialForm: disabled until hydrated, so the browser can never
 * send the form by itself. While its request runs it is only aria-disabled, so it keeps the
 * keyboard focus; the form's handler ignores a second submit.
 */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
  className,
  ...props
}: Omit<ButtonProps, "type" | "disabled"> & {
  pending: boolean;
  pendingLabel: string;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    <Button
      {...props}
      type="submit"
      disabled={!hydrated}
      aria-disabled={pending || undefined}
      className={cn("aria-disabled:cursor-wait aria-disabled:opacity-70", className)}
    >
      {pending ? <Spinner label={pendingLabel} className="text-current" /> : null}
      {children}
    </Button>
  );
}
