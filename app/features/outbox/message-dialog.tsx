import type { OutboxSummary } from "@shared/outbox/outbox-api";
import { Paperclip, RotateCw } from "lucide-react";
import type { ReactNode } from "react";
import { Button, buttonClasses } from "~/components/ui/button";
import { DateTime } from "~/components/ui/date-time";
import { Dialog, DialogClose, DialogContent } from "~/components/ui/dialog";
import { FormNotice } from "~/components/ui/form-notice";
import { OutboxStatusBadge } from "./outbox-status-badge";
import { useOutboxMessage } from "./use-outbox";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </>
  );
}

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString("en-US")} KB`;

/** One message as it was (or will be) sent: its text, its files, its state and the last error. */
export function MessageDialog({
  id,
  summary,
  onRetry,
  retrying,
  onClose,
}: {
  id: number;
  /** The list's row: shown at once while the full message loads (none from a link). */
  summary: OutboxSummary | null;
  onRetry(message: OutboxSummary): void;
  retrying: boolean;
  onClose(): void;
}) {
  const query = useOutboxMessage(id);
  const message = query.data ?? summary;
  if (!message) {
    return (
      <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
        <DialogContent title={query.isError ? "Message not found" : "Loading the message"}>
          {query.isError ? (
            <p className="text-sm text-muted">
              This message does not exist any more. Close this and pick one from the list.
            </p>
          ) : (
            <div role="status" aria-label="Loading the message" className="grid gap-2">
              {[0, 1, 2, 3].map((row) => (
                <div key={row} className="h-4 animate-pulse rounded bg-surface-2" />
              ))}
            </div>
          )}
        </DialogContent>
      </Dialog>
    );
  }
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent
        title={message.subject}
        description={`To ${message.to}`}
        footer={
          <>
            <DialogClose asChild>
              <Button variant="outline">Close</Button>
            </DialogClose>
            {message.status === "failed" ? (
              <Button disabled={retrying} onClick={() => onRetry(message)}>
                <RotateCw aria-hidden className="size-4" />
                Retry
              </Button>
            ) : null}
          </>
        }
      >
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
          <Fact label="Status">
            <OutboxStatusBadge status={message.status} />
          </Fact>
          <Fact label="Kind">
            <span className="font-mono text-xs">{message.kind}</span>
            {message.audience === "customer" ? " · to a customer" : null}
          </Fact>
          <Fact label="Queued">
            <DateTime iso={message.createdAt} />
          </Fact>
          <Fact label="Attempts">{message.attempts}</Fact>
          {message.sentAt ? (
            <Fact label="Sent">
              <DateTime iso={message.sentAt} />
            </Fact>
          ) : null}
          {message.status === "pending" ? (
            <Fact label="Next attempt">
              <DateTime iso={message.nextAttemptAt} />
            </Fact>
          ) : null}
        </dl>
        {query.isPending ? (
          <div role="status" aria-label="Loading the message" className="mt-5 grid gap-2">
            {[0, 1, 2, 3].map((row) => (
              <div key={row} className="h-4 animate-pulse rounded bg-surface-2" />
            ))}
          </div>
        ) : query.isError ? (
          <p className="mt-5 text-sm text-danger">
            The message could not be loaded. Close and try again.
          </p>
        ) : (
          <>
            {query.data.lastError ? (
              <FormNotice tone="danger" className="mt-5">
                <span className="min-w-0 break-words">
                  <strong className="block">
                    {query.data.status === "sent" ? "Last error before it was sent" : "Last error"}
                  </strong>
                  {query.data.lastError}
                </span>
              </FormNotice>
            ) : null}
            {query.data.attachments.length > 0 ? (
              <>
                <h3 className="mt-5 mb-2 text-sm font-semibold">Attachments</h3>
                <ul className="flex flex-wrap gap-2">
                  {query.data.attachments.map((file) => (
                    <li key={file.id}>
                      {file.bytes === 0 ? (
                        <span className="inline-flex items-center gap-2 text-sm text-muted">
                          <Paperclip aria-hidden className="size-3.5" />
                          {file.filename} (made when the message is sent)
                        </span>
                      ) : (
                        <a
                          href={`/api/admin/outbox/${message.id}/attachments/${file.id}`}
                          download
                          className={buttonClasses({ variant: "outline", size: "sm" })}
                        >
                          <Paperclip aria-hidden className="size-3.5" />
                          {file.filename}
                          <span className="text-muted">{kb(file.bytes)}</span>
                        </a>
                      )}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            {query.data.html ? (
              <>
                <h3 className="mt-5 mb-2 text-sm font-semibold">As the customer sees it</h3>
                {/* Sandboxed: the message's own HTML runs nothing; its links open a new tab. */}
                <iframe
                  title={`The e-mail "${message.subject}" as HTML`}
                  data-testid="outbox-html"
                  sandbox="allow-popups allow-popups-to-escape-sandbox"
                  srcDoc={query.data.html.replace("<head>", '<head><base target="_blank">')}
                  className="h-[28rem] w-full rounded-xl border border-border bg-white"
                />
              </>
            ) : null}
            <h3 className="mt-5 mb-2 text-sm font-semibold">
              {query.data.html ? "Plain text" : "Text"}
            </h3>
            <pre
              data-testid="outbox-text"
              className="rounded-xl border border-border bg-surface-2 p-4 font-sans text-sm leading-6 break-words whitespace-pre-wrap"
            >
              {query.data.text}
            </pre>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
