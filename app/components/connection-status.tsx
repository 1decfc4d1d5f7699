import { CLOSE_CODES } from "@shared/realtime/messages";
import { type SocketState, secondsLeft } from "~/lib/realtime/realtime-socket";
import { useNow } from "~/lib/realtime/use-now";

/** The channel's state in words: Live, Connecting…, Reconnecting in N s, Offline. */
export function connectionLabel(state: SocketState, secondsLeft: number): string {
  switch (state.status) {
    case "open":
      return "Live";
    case "connecting":
      return "Connecting…";
    case "reconnecting":
      return `Reconnecting in ${secondsLeft} s`;
    case "offline":
      return "Offline";
    case "closed":
      return state.code === CLOSE_CODES.sessionEnded ? "Signed out" : "Disconnected";
  }
}

const dotColour: Record<SocketState["status"], string> = {
  open: "bg-success",
  connecting: "bg-warning",
  reconnecting: "bg-warning",
  offline: "bg-danger",
  closed: "bg-muted",
};

/** A coloured dot and the state in words (the colour is never the only cue). */
export function ConnectionStatus({ state }: { state: SocketState }) {
  const now = useNow(state.status === "reconnecting", 1_000);
  const seconds =
    state.status === "reconnecting" ? secondsLeft(state.since, state.delayMs, now) : 0;
  return (
    <span className="inline-flex items-center gap-1.5 text-xs text-muted">
      <span aria-hidden className={`size-2 rounded-full ${dotColour[state.status]}`} />
      {connectionLabel(state, seconds)}
    </span>
  );
}
