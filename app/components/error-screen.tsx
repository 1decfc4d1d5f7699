import { AlertOctagon, RotateCw } from "lucide-react";
import { Button } from "./ui/button";

export interface ErrorScreenProps {
  error: unknown;
  /** Names the failing area: the title becomes '<name> Error'. */
  name?: string;
  /** Replaces the title altogether (an area's own wording, e.g. seed 001's Service Builder). */
  title?: string;
}

function errorText(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === "string") return error;
  return "Unknown error";
}

/** Seed 000 §2 fallback: what a visitor sees when a part of the page fails. */
export function ErrorScreen({ error, name, title }: ErrorScreenProps) {
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 py-16 text-center">
      <div className="rounded-2xl border border-border bg-surface p-8 shadow-sm">
        <AlertOctagon aria-hidden className="mx-auto mb-4 size-10 text-danger" />
        <h1 className="text-2xl font-bold tracking-tight">
          {title ?? (name ? `${name} Error` : "Something went wrong")}
        </h1>
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
