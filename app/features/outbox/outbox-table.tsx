import type { OutboxSummary } from "@shared/outbox/outbox-api";
import { RotateCw } from "lucide-react";
import { Button } from "~/components/ui/button";
import { DateTime } from "~/components/ui/date-time";
import { OutboxStatusBadge } from "./outbox-status-badge";

export interface OutboxTableProps {
  messages: OutboxSummary[];
  onOpen(message: OutboxSummary): void;
  onRetry(message: OutboxSummary): void;
  /** The id whose retry is under way, if any. */
  retrying: number | null;
}

const heading = "px-5 py-3 font-semibold tracking-wide";

/** The subject opens the message; it is the row's one focusable way in. */
function SubjectButton({
  message,
  onOpen,
}: Pick<OutboxTableProps, "onOpen"> & { message: OutboxSummary }) {
  return (
    <button
      type="button"
      onClick={() => onOpen(message)}
      className="cursor-pointer rounded text-left font-semibold underline-offset-4 hover:underline"
    >
      {message.subject}
    </button>
  );
}

function RetryButton({
  message,
  onRetry,
  retrying,
}: Omit<OutboxTableProps, "messages" | "onOpen"> & { message: OutboxSummary }) {
  if (message.status !== "failed") return null;
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={retrying === message.id}
      onClick={() => onRetry(message)}
    >
      <RotateCw aria-hidden className="size-3.5" />
      Retry<span className="sr-only"> {message.subject}</span>
    </Button>
  );
}

/** A table from 768 px up; a list of cards below, so nothing scrolls sideways on a phone. */
export function OutboxTable({ messages, onOpen, onRetry, retrying }: OutboxTableProps) {
  return (
    <>
      <div className="hidden overflow-x-auto rounded-2xl border border-border bg-surface md:block">
        <table className="w-full table-fixed text-left text-sm">
          <caption className="sr-only">Outgoing e-mail, newest first</caption>
          <thead className="border-b border-border bg-surface-2/60 text-xs text-muted uppercase">
            <tr>
              <th scope="col" className={`${heading} w-40`}>
                Time
              </th>
              <th scope="col" className={`${heading} w-36`}>
                Kind
              </th>
              <th scope="col" className={heading}>
                Subject and recipient
              </th>
              <th scope="col" className={`${heading} w-28`}>
                Status
              </th>
              <th scope="col" className={`${heading} w-24 text-right`}>
                Attempts
              </th>
              <th scope="col" className="w-28 px-5 py-3">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {messages.map((message) => (
              <tr key={message.id} data-testid="outbox-row">
                <td className="px-5 py-3.5 text-muted tabular-nums">
                  <DateTime iso={message.createdAt} />
                </td>
                <td
                  className="truncate px-5 py-3.5 font-mono text-xs text-muted"
                  title={message.kind}
                >
                  {message.kind}
                </td>
                <td className="px-5 py-3.5">
                  <span className="grid min-w-0">
                    <span className="break-words">
                      <SubjectButton message={message} onOpen={onOpen} />
                    </span>
                    <span className="truncate text-xs text-muted" title={message.to}>
                      To {message.to}
                    </span>
                  </span>
                </td>
                <td className="px-5 py-3.5">
                  <OutboxStatusBadge status={message.status} />
                </td>
                <td className="px-5 py-3.5 text-right tabular-nums">{message.attempts}</td>
                <td className="px-3 py-2 text-right">
                  <RetryButton message={message} onRetry={onRetry} retrying={retrying} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="grid gap-3 md:hidden" aria-label="Outgoing e-mail">
        {messages.map((message) => (
          <li
            key={message.id}
            data-testid="outbox-card"
            className="grid gap-3 rounded-2xl border border-border bg-surface p-4"
          >
            <div className="flex items-start justify-between gap-3">
              <span className="min-w-0 break-words">
                <SubjectButton message={message} onOpen={onOpen} />
              </span>
              <OutboxStatusBadge status={message.status} />
            </div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              <dt className="text-muted">To</dt>
              <dd className="min-w-0 break-words">{message.to}</dd>
              <dt className="text-muted">Kind</dt>
              <dd className="font-mono text-xs leading-5">{message.kind}</dd>
              <dt className="text-muted">Time</dt>
              <dd>
                <DateTime iso={message.createdAt} />
              </dd>
              <dt className="text-muted">Attempts</dt>
              <dd className="tabular-nums">{message.attempts}</dd>
            </dl>
            {message.status === "failed" ? (
              <div>
                <RetryButton message={message} onRetry={onRetry} retrying={retrying} />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}

/** Placeholder rows while the first answer is on its way. */
export function OutboxTableSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading messages"
      className="grid gap-px overflow-hidden rounded-2xl border border-border bg-border"
    >
      {[0, 1, 2, 3, 4].map((row) => (
        <div key={row} className="flex items-center gap-4 bg-surface px-5 py-4">
          <div className="h-4 w-32 animate-pulse rounded bg-surface-2" />
          <div className="hidden h-4 w-40 animate-pulse rounded bg-surface-2 md:block" />
          <div className="h-4 flex-1 animate-pulse rounded bg-surface-2" />
          <div className="h-5 w-16 animate-pulse rounded-full bg-surface-2" />
        </div>
      ))}
    </div>
  );
}
