import { Badge } from "~/components/ui/badge";
import type { SocketState } from "~/lib/realtime/realtime-socket";
import { useNow } from "~/lib/realtime/use-now";
import { describeSocketState } from "./socket-state-text";

const tones = {
  connecting: "neutral",
  open: "success",
  reconnecting: "warning",
  offline: "warning",
  closed: "danger",
} as const;

/** The channel's state, announced politely when it changes; the countdown is shown only. */
export function ConnectionState({ state }: { state: SocketState }) {
  const now = useNow(state.status === "reconnecting");
  const { label, countdown } = describeSocketState(state, now);
  return (
    <p className="mt-2 flex flex-wrap items-center gap-2 text-sm">
      <span className="text-muted">Connection:</span>
      <span role="status" data-testid="connection-state">
        <Badge tone={tones[state.status]}>{label}</Badge>
      </span>
      {countdown ? (
        <span data-testid="reconnect-countdown" className="font-medium tabular-nums">
          {countdown}
        </span>
      ) : null}
    </p>
  );
}
