import { type FormEvent, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { inputClasses } from "~/components/ui/field";
import { useRealtimeSocket } from "~/lib/realtime/use-realtime-socket";
import {
  ECHO_CHANNEL_PATH,
  MAX_ECHO_TEXT,
  MAX_FRAMES_PER_MINUTE,
  type ServerMessage,
} from "../../../shared/realtime/messages";
import { ConnectionState } from "./connection-state";
import { DiagnosticsSection } from "./diagnostics-layout";
import { summarizeLatency } from "./latency-stats";

export const DEFAULT_PINGS = 20;
export const MAX_PINGS = 100;

interface Run {
  id: number;
  total: number;
  samples: number[];
  /** performance.now() when the ping awaiting its pong was sent. */
  sentAt: number;
}

const pingId = (run: Run) => `ping-${run.id}-${run.samples.length}`;

/**
 * Pings one at a time, each after the previous pong, so a figure is one round trip and not
 * time spent queued behind the others.
 */
export function EchoTest() {
  const runRef = useRef<Run | null>(null);
  const runs = useRef(0);
  const [samples, setSamples] = useState<number[]>([]);
  const [running, setRunning] = useState(false);
  const [interrupted, setInterrupted] = useState(false);
  const [echo, setEcho] = useState<{ text: string; roundTripMs: number } | null>(null);
  const echoSentAt = useRef(new Map<string, number>());

  const { state, send } = useRealtimeSocket(ECHO_CHANNEL_PATH, { onMessage });

  function sendPing(run: Run): void {
    run.sentAt = performance.now();
    if (send({ type: "ping", id: pingId(run) })) return;
    // The socket closed mid-run: show what was measured, say it stopped early.
    runRef.current = null;
    setRunning(false);
    setInterrupted(true);
  }

  function onMessage(message: ServerMessage): void {
    const run = runRef.current;
    if (message.type === "pong" && run && message.id === pingId(run)) {
      run.samples.push(performance.now() - run.sentAt);
      setSamples([...run.samples]);
      if (run.samples.length < run.total) sendPing(run);
      else {
        runRef.current = null;
        setRunning(false);
      }
    }
    if (message.type === "echo") {
      const sentAt = echoSentAt.current.get(message.id);
      echoSentAt.current.delete(message.id);
      if (sentAt !== undefined) {
        setEcho({ text: message.text, roundTripMs: Math.round(performance.now() - sentAt) });
      }
    }
  }

  function start(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const total = Number(new FormData(event.currentTarget).get("count"));
    runs.current += 1;
    const run: Run = { id: runs.current, total, samples: [], sentAt: 0 };
    runRef.current = run;
    setSamples([]);
    setInterrupted(false);
    setRunning(true);
    sendPing(run);
  }

  function sendEcho(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get("message"));
    const id = `echo-${Date.now()}`;
    echoSentAt.current.set(id, performance.now());
    if (!send({ type: "echo", id, text })) echoSentAt.current.delete(id);
  }

  const open = state.status === "open";
  const summary = summarizeLatency(samples);
  const figures = summary
    ? ([
        ["Min", summary.min],
        ["p50", summary.p50],
        ["p90", summary.p90],
        ["p99", summary.p99],
        ["Max", summary.max],
      ] as const)
    : [];

  return (
    <>
      <DiagnosticsSection id="latency" title="Round-trip latency">
        <ConnectionState state={state} />
        <form onSubmit={start} className="mt-4 flex flex-wrap items-end gap-3">
          <label className="grid gap-1 text-sm font-medium">
            Pings (1-{MAX_PINGS})
            <input
              name="count"
              type="number"
              required
              min={1}
              max={MAX_PINGS}
              defaultValue={DEFAULT_PINGS}
              className={`${inputClasses} h-10 w-32`}
            />
          </label>
          <Button type="submit" disabled={!open || running}>
            {running ? "Measuring..." : "Run echo test"}
          </Button>
        </form>
        <p className="mt-2 text-xs text-muted">
          The channel allows {MAX_FRAMES_PER_MINUTE} frames a minute per connection; more closes it
          (code 1008) and the client reconnects.
        </p>
        <p role="status" data-testid="latency-summary" className="mt-4 text-sm">
          {running
            ? `Measuring: ${samples.length} round trips so far.`
            : summary
              ? `${summary.count} round trips${interrupted ? " (stopped early: the connection closed)" : ""}: p50 ${summary.p50} ms, p90 ${summary.p90} ms, p99 ${summary.p99} ms (min ${summary.min} ms, max ${summary.max} ms).`
              : interrupted
                ? "Stopped: the connection closed before the first answer."
                : "No measurement yet."}
        </p>
        {summary && !running ? (
          <div className="mt-4 overflow-x-auto">
            <table className="w-full text-sm tabular-nums">
              <caption className="sr-only">Round-trip times in milliseconds</caption>
              <thead>
                <tr className="border-b border-border text-left">
                  {figures.map(([name]) => (
                    <th key={name} scope="col" className="px-2 py-1 font-semibold">
                      {name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                <tr>
                  {figures.map(([name, ms]) => (
                    <td
                      key={name}
                      data-testid={`latency-${name.toLowerCase()}`}
                      className="px-2 py-1"
                    >
                      {ms} ms
                    </td>
                  ))}
                </tr>
              </tbody>
            </table>
          </div>
        ) : null}
      </DiagnosticsSection>

      <DiagnosticsSection id="echo" title="Echo a message">
        <form onSubmit={sendEcho} className="mt-4 flex flex-wrap items-end gap-3">
          <label className="grid min-w-0 flex-1 gap-1 text-sm font-medium">
            Message
            <input
              name="message"
              required
              maxLength={MAX_ECHO_TEXT}
              defaultValue="Hello, channel"
              className={`${inputClasses} h-10`}
            />
          </label>
          <Button type="submit" disabled={!open}>
            Send
          </Button>
        </form>
        <p role="status" data-testid="echo-result" className="mt-4 text-sm break-words">
          {echo ? (
            <>
              Echoed in {echo.roundTripMs} ms: <q className="font-medium">{echo.text}</q>
            </>
          ) : null}
        </p>
      </DiagnosticsSection>
    </>
  );
}
