import { AlertOctagon, RotateCw } from "lucide-react";
import { useEffect, useRef } from "react";
import { cn } from "~/lib/cn";
import { Button } from "./ui/button";

export interface ErrorScreenProps {
  error: unknown;
  /** Names the failing area: the title becomes '<name> Error'. */
  name?: string;
  /** Replaces the title altogether (an area's own wording, e.g. seed 001's Service Builder). */
  title?: string;
  /** "page" fills the page under an h1; "section" is a card in place of one part of a page. */
  variant?: "page" | "section";
  /** Move focus to the message (a part the visitor just asked for, e.g. a dialog, failed). */
  takeFocus?: boolean;
}

function errorText(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === "string") return error;
  return "Unknown error";
}

/** Seed 000 §2 fallback: what a visitor sees when a part of the page fails. */
export function ErrorScreen({
  error,
  name,
  title,
  variant = "page",
  takeFocus = false,
}: ErrorScreenProps) {
  const card = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (takeFocus) card.current?.focus();
  }, [takeFocus]);
  const Heading = variant === "page" ? "h1" : "h2";
  return (
    <div
      className={cn(
        "mx-auto flex max-w-xl flex-col items-center justify-center px-6 text-center",
        variant === "page" ? "min-h-[60vh] py-16" : "py-10",
      )}
    >
      <div
        ref={card}
        role={variant === "section" ? "alert" : undefined}
        tabIndex={takeFocus ? -1 : undefined}
        className="scroll-mt-24 rounded-2xl border border-border bg-surface p-8 shadow-sm"
      >
        <AlertOctagon aria-hidden className="mx-auto mb-4 size-10 text-danger" />
        <Heading className="text-2xl font-bold tracking-tight">
          {title ?? (name ? `${name} Error` : "Something went wrong")}
        </Heading>
        <p className="mt-3 text-muted">
          This component encountered an error. Please try again later or contact support if the
          problem persists.
        </p>
        <pre className="mt-4 overflow-x-auto rounded-lg bg-surface-2 p-3 text-left text-sm whitespace-pre-wrap text-fg">
          {errorText(error)}
        </pre>
        <Button className="mt-6" onClick={() => window.location.reload()}>
          <RotateCw aria-hidden className="size-4" />
          Try reloading
        </Button>
      </div>
    </div>
  );
}
