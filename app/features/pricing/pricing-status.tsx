import { LoaderCircle, RotateCw, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { PRICING_LOAD_ERROR } from "./api/get-pricing";

const LOADING_TEXT = "Loading pricing information...";

function LoadingStatus({ className }: { className?: string }) {
  return (
    <p
      role="status"
      className={cn(
        "inline-flex items-center gap-3 rounded-full border border-border bg-surface px-5 py-3 text-sm font-medium text-fg shadow-lg",
        className,
      )}
    >
      <LoaderCircle aria-hidden className="size-5 animate-spin text-primary" />
      {LOADING_TEXT}
    </p>
  );
}

/** Over the current table while a refetch runs: the old figures stay in view, dimmed. */
export function LoadingOverlay() {
  return (
    <div className="absolute inset-0 z-20 flex justify-center rounded-2xl bg-bg/70 pt-16 backdrop-blur-[2px]">
      <LoadingStatus className="sticky top-24 h-fit" />
    </div>
  );
}

/** When there is nothing to show yet. */
export function LoadingPlaceholder() {
  return (
    <div className="grid min-h-96 place-items-center rounded-2xl border border-border bg-surface">
      <LoadingStatus />
    </div>
  );
}

/** Seed 000 §8: the load failure, with 'Try Again' reloading the page. */
export function PricingError() {
  return (
    <div
      role="alert"
      className="mx-auto max-w-xl rounded-2xl border border-danger/40 bg-surface px-6 py-10 text-center shadow-sm"
    >
      <TriangleAlert aria-hidden className="mx-auto size-10 text-danger" />
      <p className="mt-4 text-lg font-semibold text-fg">{PRICING_LOAD_ERROR}</p>
      <p className="mt-2 text-sm text-muted">
        Our pricing service did not answer. Check your connection, then try again.
      </p>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        <RotateCw aria-hidden className="size-4" />
        Try Again
      </Button>
    </div>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-2xl border border-dashed border-border bg-surface/60 px-6 py-16 text-center text-muted">
      {children}
    </p>
  );
}
