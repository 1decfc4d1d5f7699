import { SESSION_ECHO_PATH } from "@shared/diagnostics/paths";
import { useState, useSyncExternalStore } from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import {
  clearRequestLog,
  REQUEST_LOG_LIMIT,
  requestLogSnapshot,
  serverRequestLogSnapshot,
  subscribeRequestLog,
} from "~/lib/request-log";
import { useSessionRequest } from "~/lib/use-session-request";
import { DiagnosticsSection } from "./diagnostics-layout";

/** One that succeeds, one that needs the session header, one that fails: each kind of line. */
const samplePaths = ["/api/health", SESSION_ECHO_PATH, "/api/no-such-endpoint"];

const tone = (status: number | null) =>
  status === null || status >= 500 ? "danger" : status >= 400 ? "warning" : "success";

export function RequestLogView() {
  const log = useSyncExternalStore(
    subscribeRequestLog,
    requestLogSnapshot,
    serverRequestLogSnapshot,
  );
  const { apiRequest } = useSessionRequest();
  const [sending, setSending] = useState(false);

  async function sendSamples() {
    setSending(true);
    // Failures are the point here: the log shows them, nothing else needs to.
    for (const path of samplePaths) await apiRequest(path).catch(() => null);
    setSending(false);
  }

  return (
    <DiagnosticsSection id="log" title="Latest requests">
      <p className="mt-2 text-sm text-muted">
        This tab's last {REQUEST_LOG_LIMIT} requests through the request layer, newest first, kept
        in memory only. Requests made on the other diagnostics pages show here too when you arrive
        by the links above.
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button onClick={sendSamples} disabled={sending}>
          {sending ? "Sending..." : "Send sample requests"}
        </Button>
        <Button variant="outline" onClick={clearRequestLog} disabled={log.length === 0}>
          Clear
        </Button>
      </div>
      <p role="status" className="mt-4 text-sm">
        {log.length === 0 ? "No requests yet." : `${log.length} requests logged.`}
      </p>
      <ol className="mt-2 grid gap-3" aria-label="Requests, newest first">
        {log.map((entry) => (
          <li
            key={entry.id}
            data-testid="logged-request"
            className="min-w-0 rounded-lg border border-border p-3 text-sm"
          >
            <p className="flex flex-wrap items-center gap-2">
              <Badge tone={tone(entry.status)}>{entry.status ?? "no answer"}</Badge>
              <span className="font-semibold">{entry.method}</span>
              <code className="break-all">{entry.url}</code>
              <span className="text-muted tabular-nums">{entry.durationMs} ms</span>
            </p>
            <p className="mt-1 text-muted">
              Request id: <code className="break-all text-fg">{entry.requestId ?? "none"}</code>
            </p>
            <details className="mt-2">
              <summary className="cursor-pointer font-medium">Envelope</summary>
              <pre className="mt-2 overflow-x-auto rounded-lg bg-surface-2 p-3 text-xs">
                {JSON.stringify(entry.body, null, 2)}
              </pre>
            </details>
          </li>
        ))}
      </ol>
    </DiagnosticsSection>
  );
}
