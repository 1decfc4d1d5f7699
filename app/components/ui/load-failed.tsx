import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import { Button } from "./button";

/** The way to ask again for data that did not load. */
export function RetryButton({ onRetry }: { onRetry: () => unknown }) {
  return (
    <Button variant="outline" size="sm" onClick={() => void onRetry()}>
      Try again
    </Button>
  );
}

/** A part of a page whose data did not load: what did not, and the way to ask again. */
export function LoadFailedLine({
  children,
  onRetry,
  className,
}: {
  children: ReactNode;
  onRetry: () => unknown;
  className?: string;
}) {
  return (
    <div className={cn("flex flex-wrap items-center gap-3 text-sm", className)}>
      <span className="text-danger">{children}</span>
      <RetryButton onRetry={onRetry} />
    </div>
  );
}
