import { SESSION_HEADER } from "@shared/quotes/builder/session-id";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { useClockCheck } from "./clock-check";
import { ConnectionState } from "./connection-state";
import { DiagnosticsSection } from "./diagnostics-layout";
import { diagnosticsPages } from "./diagnostics-pages";
import { useSessionRoundTrip } from "./session-round-trip";

const iso = (ms: number) => new Date(ms).toISOString();
const signed = (ms: number) => `${ms > 0 ? "+" : ""}${ms} ms`;

function SessionCheck() {
  const { sessionId, roundTrip } = useSessionRoundTrip();
  return (
    <DiagnosticsSection id="session" title="Session">
      <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-[12rem_1fr]">
        <dt className="text-muted">Session id in this browser</dt>
        <dd>
          <code data-testid="session-id" className="break-all text-fg">
            {sessionId ?? "not established"}
          </code>
        </dd>
        <dt className="text-muted">{SESSION_HEADER} the server got</dt>
        <dd>
          <code data-testid="session-echo" className="break-all text-fg">
            {roundTrip.status === "done"
              ? roundTrip.received
              : roundTrip.status === "failed"
                ? "none"
                : "..."}
          </code>
        </dd>
      </dl>
      <p role="status" data-testid="session-round-trip" className="mt-3 text-sm">
        {roundTrip.status === "waiting" ? "Checking the round trip..." : null}
        {roundTrip.status === "failed" ? (
          <span className="text-danger">{roundTrip.message}</span>
        ) : null}
        {roundTrip.status === "done" ? (
          roundTrip.sent === roundTrip.received ? (
            <Badge tone="success">Round trip matches</Badge>
          ) : (
            <Badge tone="danger">Round trip does not match</Badge>
          )
        ) : null}
      </p>
    </DiagnosticsSection>
  );
}

function ClockAndChannel() {
  const { state, reading } = useClockCheck();
  return (
    <DiagnosticsSection id="clock" title="Server time and WebSocket">
      <ConnectionState state={state} />
      {reading ? (
        <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-[12rem_1fr]">
          <dt className="text-muted">Server time</dt>
          <dd className="font-mono tabular-nums">{iso(reading.serverTime)}</dd>
          <dt className="text-muted">Browser time</dt>
          <dd className="font-mono tabular-nums">{iso(reading.browserTime)}</dd>
          <dt className="text-muted">Offset (server - browser)</dt>
          <dd data-testid="clock-offset" className="tabular-nums">
            {signed(reading.offsetMs)}, within ±{Math.ceil(reading.roundTripMs / 2)} ms
          </dd>
        </dl>
      ) : (
        <p className="mt-3 text-sm text-muted">Waiting for the channel's first answer...</p>
      )}
    </DiagnosticsSection>
  );
}

function OtherChecks() {
  return (
    <DiagnosticsSection id="pages" title="More checks">
      <ul className="mt-3 grid gap-3 text-sm">
        {diagnosticsPages.slice(1).map((page) => (
          <li key={page.path}>
            <Link
              to={page.path}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {page.title}
            </Link>
            <span className="text-muted">: {page.purpose}</span>
          </li>
        ))}
      </ul>
    </DiagnosticsSection>
  );
}

/** /transport-diagnostics: the session, clock and channel checks, and the way to the rest. */
export function TransportOverview() {
  return (
    <>
      <SessionCheck />
      <ClockAndChannel />
      <OtherChecks />
    </>
  );
}
