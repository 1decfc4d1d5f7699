import { useEffect, useState } from "react";
import type { SocketState } from "~/lib/realtime/realtime-socket";
import { timelineText } from "./socket-state-text";

const TIMELINE_LIMIT = 50;

interface TimelineEntry {
  seq: number;
  at: number;
  state: SocketState;
}

/** Every state the socket went through, newest last (only after hydration: times are local). */
export function useStateTimeline(state: SocketState) {
  const [entries, setEntries] = useState<TimelineEntry[]>([]);
  useEffect(() => {
    setEntries((previous) => {
      const last = previous.at(-1);
      // The hook starts at "connecting, attempt 1" and the socket then says so again.
      if (last && timelineText(last.state) === timelineText(state)) return previous;
      const entry = { seq: (last?.seq ?? 0) + 1, at: Date.now(), state };
      return [...previous, entry].slice(-TIMELINE_LIMIT);
    });
  }, [state]);
  return { entries, clear: () => setEntries([]) };
}

/** "14:03:07.512 UTC": to the millisecond, so the back-off between lines can be read off. */
const clock = (at: number) => `${new Date(at).toISOString().slice(11, 23)} UTC`;

export function StateTimeline({ entries, label }: { entries: TimelineEntry[]; label: string }) {
  if (entries.length === 0) return <p className="mt-4 text-sm text-muted">Nothing yet.</p>;
  return (
    <ol aria-label={label} className="mt-4 grid gap-1 text-sm">
      {entries.map((entry) => (
        <li key={entry.seq} className="flex flex-wrap gap-x-3">
          <time
            className="font-mono text-muted tabular-nums"
            dateTime={new Date(entry.at).toISOString()}
          >
            {clock(entry.at)}
          </time>
          <span>{timelineText(entry.state)}</span>
        </li>
      ))}
    </ol>
  );
}
