import { Loader2 } from "lucide-react";
import { cn } from "~/lib/cn";

export function Spinner({ label = "Loading", className }: { label?: string; className?: string }) {
  return (
    <span role="status" className={cn("inline-flex items-center gap-2 text-muted", className)}>
      <Loader2 aria-hidden className="size-5 animate-spin" />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/**
 * The spinner inside a busy button. Its label joins the button's name ("Saving Save
 * profile") instead of being a live region of its own: the form or dialog already has one
 * for the outcome, and two would compete.
 */
export function ButtonSpinner({ label }: { label: string }) {
  return (
    <>
      <Loader2 aria-hidden className="size-5 animate-spin" />
      <span className="sr-only">{label}</span>
    </>
  );
}
