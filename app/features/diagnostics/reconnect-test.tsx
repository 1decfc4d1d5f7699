import { REFUSED_CHANNEL_PATH } from "@shared/diagnostics/paths";
import { useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { useRealtimeSocket } from "~/lib/realtime/use-realtime-socket";
import { CLOSE_CODES, ECHO_CHANNEL_PATH } from "../../../shared/realtime/messages";
import { backoffSchedule, formatSeconds } from "./backoff-schedule";
import { ConnectionState } from "./connection-state";
import { DiagnosticsSection } from "./diagnostics-layout";
import { StateTimeline, useStateTimeline } from "./state-timeline";

const DROPS_IN_A_ROW = 3;

/** Asks the echo channel to close this connection (4000) and records the recovery. */
function DropAndRecover() {
  /** Drops still to ask for, one at each reopen. */
  const dropsLeft = useRef(0);
  const { state, send } = useRealtimeSocket(ECHO_CHANNEL_PATH, {
    onMessage: () => {},
    onOpen: (sendNow) => {
      if (dropsLeft.current <= 0) return;
      dropsLeft.current -= 1;
      sendNow({ type: "drop" });
    },
  });
  const timeline = useStateTimeline(state);

  function drop(times: number) {
    if (send({ type: "drop" })) dropsLeft.current = times - 1;
  }

  const open = state.status === "open";
  return (
    <DiagnosticsSection id="drop" title="Drop and recover">
      <ConnectionState state={state} />
      <div className="mt-4 flex flex-wrap gap-2">
        <Button onClick={() => drop(1)} disabled={!open}>
          Drop the connection
        </Button>
        <Button variant="outline" onClick={() => drop(DROPS_IN_A_ROW)} disabled={!open}>
          Drop {DROPS_IN_A_ROW} times in a row
        </Button>
        <Button variant="ghost" onClick={timeline.clear}>
          Clear timeline
        </Button>
      </div>
      <p className="mt-3 text-sm text-muted">
        The server closes with code {CLOSE_CODES.droppedOnRequest}. Each drop comes after a
        successful open, and an open resets the back-off, so every wait here stays in the first
        step's range (0.5-1 s). To watch the back-off grow, use the refused channel below.
      </p>
      <h3 className="mt-4 text-sm font-semibold">Timeline</h3>
      <StateTimeline entries={timeline.entries} label="Echo channel timeline" />
    </DiagnosticsSection>
  );
}

/** Mounted only while the visitor watches it: a socket that can never open. */
function RefusedChannel() {
  const { state } = useRealtimeSocket(REFUSED_CHANNEL_PATH, { onMessage: () => {} });
  const timeline = useStateTimeline(state);
  return (
    <>
      <ConnectionState state={state} />
      <StateTimeline entries={timeline.entries} label="Refused channel timeline" />
    </>
  );
}

function BackoffGrowth() {
  const [watching, setWatching] = useState(false);
  return (
    <DiagnosticsSection id="growth" title="Back-off growth">
      <p className="mt-2 text-sm text-muted">
        Connects the same client to <code className="text-fg">{REFUSED_CHANNEL_PATH}</code>, which
        refuses every handshake with 503 like a server that is down, so each attempt fails and the
        next wait doubles. The browser's console logs each failed connection.
      </p>
      <div className="mt-4">
        <Button variant="outline" onClick={() => setWatching((now) => !now)}>
          {watching ? "Stop" : "Connect to a refusing channel"}
        </Button>
      </div>
      {watching ? <RefusedChannel /> : null}
    </DiagnosticsSection>
  );
}

function BackoffScheduleTable() {
  return (
    <DiagnosticsSection id="schedule" title="Back-off schedule">
      <p className="mt-2 text-sm text-muted">
        After a close the client waits before each attempt: 1 s doubling up to 30 s, with half of
        each wait random (jitter) so clients dropped together do not return together.
      </p>
      <div className="mt-4 overflow-x-auto">
        <table className="w-full text-sm tabular-nums">
          <caption className="sr-only">Wait before each reconnect attempt</caption>
          <thead>
            <tr className="border-b border-border text-left">
              <th scope="col" className="px-2 py-1 font-semibold">
                Attempt
              </th>
              <th scope="col" className="px-2 py-1 font-semibold">
                Base
              </th>
              <th scope="col" className="px-2 py-1 font-semibold">
                Actual wait
              </th>
            </tr>
          </thead>
          <tbody>
            {backoffSchedule(7).map((step) => (
              <tr key={step.attempt} className="border-b border-border last:border-0">
                <td className="px-2 py-1">{step.attempt}</td>
                <td className="px-2 py-1">{formatSeconds(step.baseMs)}</td>
                <td className="px-2 py-1">
                  {formatSeconds(step.minMs)} - {formatSeconds(step.maxMs)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </DiagnosticsSection>
  );
}

export function ReconnectTest() {
  return (
    <>
      <DropAndRecover />
      <BackoffGrowth />
      <BackoffScheduleTable />
    </>
  );
}
