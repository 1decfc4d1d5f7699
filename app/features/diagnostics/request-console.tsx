import { type FormEvent, useState } from "react";
import { Button } from "~/components/ui/button";
import { inputClasses } from "~/components/ui/field";
import { toast } from "~/components/ui/toast-store";
import { ApiError, REQUEST_TIMEOUT_MS } from "~/lib/api-client";
import { useSessionRequest } from "~/lib/use-session-request";
import { DiagnosticsSection } from "./diagnostics-layout";

type Outcome =
  | { kind: "ok"; body: unknown }
  | { kind: "error"; message: string; status?: number; validationErrors?: Record<string, string> };

const inputClass = `${inputClasses} h-10`;

/** Drives the shared request layer against the live API, with this browser's session id. */
export function RequestConsole() {
  const { sessionId, apiRequest } = useSessionRequest();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [pending, setPending] = useState(false);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const path = String(form.get("path"));
    const method = String(form.get("method"));
    const timeoutMs = Number(form.get("timeout")) || REQUEST_TIMEOUT_MS;
    setPending(true);
    try {
      const body = await apiRequest(path, { method, timeoutMs });
      setOutcome({ kind: "ok", body });
      toast({ title: "Request succeeded", description: `${method} ${path}`, variant: "success" });
    } catch (error) {
      const failure: Outcome =
        error instanceof ApiError
          ? {
              kind: "error",
              message: error.message,
              status: error.status,
              validationErrors: error.validationErrors,
            }
          : { kind: "error", message: error instanceof Error ? error.message : String(error) };
      setOutcome(failure);
      toast({ title: "Request failed", description: failure.message, variant: "error" });
    } finally {
      setPending(false);
    }
  }

  return (
    <>
      <DiagnosticsSection id="session" title="Session">
        <p className="mt-2 text-sm text-muted">
          Session id:{" "}
          <code data-testid="session-id" className="break-all text-fg">
            {sessionId ?? "not established"}
          </code>
        </p>
      </DiagnosticsSection>

      <DiagnosticsSection id="request" title="Request console">
        <form onSubmit={send} className="mt-4 grid gap-4 sm:grid-cols-[8rem_1fr_9rem]">
          <label className="grid gap-1 text-sm font-medium">
            Method
            <select name="method" className={inputClass} defaultValue="GET">
              <option>GET</option>
              <option>POST</option>
              <option>DELETE</option>
            </select>
          </label>
          <label className="grid gap-1 text-sm font-medium">
            Path
            <input
              name="path"
              required
              pattern="/api/.*"
              defaultValue="/api/health"
              className={inputClass}
            />
          </label>
          <label className="grid gap-1 text-sm font-medium">
            Time-out (ms)
            <input
              name="timeout"
              type="number"
              min={1}
              max={120000}
              defaultValue={REQUEST_TIMEOUT_MS}
              className={inputClass}
            />
          </label>
          <div className="sm:col-span-3">
            <Button type="submit" disabled={pending}>
              {pending ? "Sending..." : "Send request"}
            </Button>
          </div>
        </form>
        <div aria-live="polite" className="mt-4">
          {outcome?.kind === "ok" ? (
            <pre
              data-testid="request-result"
              className="overflow-x-auto rounded-lg bg-surface-2 p-3 text-sm"
            >
              {JSON.stringify(outcome.body, null, 2)}
            </pre>
          ) : null}
          {outcome?.kind === "error" ? (
            <div
              data-testid="request-error"
              className="rounded-lg border border-danger/50 p-3 text-sm"
            >
              <p className="font-semibold text-danger">{outcome.message}</p>
              {outcome.status ? <p className="mt-1 text-muted">Status {outcome.status}</p> : null}
              {outcome.validationErrors && Object.keys(outcome.validationErrors).length > 0 ? (
                <ul className="mt-2 list-disc pl-5">
                  {Object.entries(outcome.validationErrors).map(([field, message]) => (
                    <li key={field}>
                      <span className="font-medium">{field}</span>: {message}
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          ) : null}
        </div>
      </DiagnosticsSection>
    </>
  );
}
