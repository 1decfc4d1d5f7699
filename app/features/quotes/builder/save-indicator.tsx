import { CheckCircle2, CloudOff, Loader2, TriangleAlert } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import type { SaveStatus } from "./draft-autosave";

function useSecondsUntil(at: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at === null) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [at]);
  return at === null ? 0 : Math.max(0, Math.ceil((at - now) / 1000));
}

/** The autosave's state, announced politely: saved, saving, or not saved yet and why. */
export function SaveIndicator({
  status,
  onRetry,
  idle = "Your answers save as you go",
}: {
  status: SaveStatus;
  onRetry(): void;
  /** What the line says before anything was saved. */
  idle?: string;
}) {
  const seconds = useSecondsUntil(status.kind === "retrying" ? status.at : null);
  return (
    <div className="flex min-h-9 flex-wrap items-center gap-2 text-sm" data-save={status.kind}>
      <p role="status" className="flex items-center gap-1.5">
        {status.kind === "saved" ? (
          <>
            <CheckCircle2 aria-hidden className="size-4 text-success" />
            <span className="font-medium">Saved</span>
          </>
        ) : status.kind === "pending" || status.kind === "saving" ? (
          <>
            <Loader2 aria-hidden className="size-4 animate-spin text-muted" />
            <span className="text-muted">Saving…</span>
          </>
        ) : status.kind === "retrying" ? (
          <>
            <CloudOff aria-hidden className="size-4 text-warning" />
            <span className="font-medium">
              Not saved yet: no connection. Your answers are kept here; retrying in {seconds} s.
            </span>
          </>
        ) : status.kind === "refused" ? (
          <>
            <TriangleAlert aria-hidden className="size-4 text-danger" />
            <span className="font-medium">Not saved: {status.message}</span>
          </>
        ) : (
          <span className="text-muted">{idle}</span>
        )}
      </p>
      {status.kind === "retrying" ? (
        <Button variant="outline" size="sm" onClick={onRetry}>
          Retry now
        </Button>
      ) : null}
    </div>
  );
}
