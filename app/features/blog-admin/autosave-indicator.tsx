import { Button } from "~/components/ui/button";
import { useHydrated } from "~/lib/use-hydrated";
import type { AutosaveStatus } from "./use-autosave";

/** "13:42" in the writer's zone once hydrated; the server's render says UTC. */
function useClockTime() {
  const hydrated = useHydrated();
  return (iso: string) =>
    hydrated
      ? new Date(iso).toLocaleTimeString([], {
          hour: "2-digit",
          minute: "2-digit",
          hourCycle: "h23",
        })
      : `${iso.slice(11, 16)} UTC`;
}

/** Where autosave stands: "Saving…", "Saved 13:42" or "Not saved — retry". */
export function AutosaveIndicator({
  status,
  onRetry,
}: {
  status: AutosaveStatus;
  onRetry(): void;
}) {
  const time = useClockTime();
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-muted">
      {status.kind === "saving" ? "Saving…" : null}
      {status.kind === "saved" ? `Saved ${time(status.at)}` : null}
      {status.kind === "failed" ? (
        <>
          <span className="text-danger">Not saved —</span>
          <Button variant="outline" size="sm" onClick={onRetry}>
            Retry
          </Button>
        </>
      ) : null}
    </p>
  );
}
