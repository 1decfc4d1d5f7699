import type { SocketState } from "~/lib/realtime/realtime-socket";
import { secondsLeft } from "~/lib/realtime/realtime-socket";
import { formatSeconds } from "./backoff-schedule";

/**
 * A socket state in words. `label` is what a screen reader hears once per change; `countdown`
 * ticks every second and is shown only, so the live region does not chatter.
 */
export function describeSocketState(
  state: SocketState,
  now: number,
): { label: string; countdown: string | null } {
  switch (state.status) {
    case "connecting":
      return { label: `Connecting (attempt ${state.attempt})`, countdown: null };
    case "open":
      return { label: "Open", countdown: null };
    case "reconnecting":
      return {
        label: `Closed with code ${state.lastCode}; reconnecting (attempt ${state.attempt})`,
        countdown: `in ${secondsLeft(state.since, state.delayMs, now)} s`,
      };
    case "offline":
      return { label: "Offline: waiting for the network", countdown: null };
    case "closed":
      return { label: `Closed (code ${state.code})`, countdown: null };
  }
}

/** A timeline line: the state, and for a reconnect the wait the client actually drew. */
export function timelineText(state: SocketState): string {
  const { label } = describeSocketState(state, 0);
  return state.status === "reconnecting"
    ? `${label}, waiting ${formatSeconds(state.delayMs)}`
    : label;
}
