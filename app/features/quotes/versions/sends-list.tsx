import type { QuoteSendSummary } from "@shared/quotes/quote-send";
import { opensText } from "@shared/quotes/quote-send";
import { Mail, Paperclip } from "lucide-react";
import { Link } from "react-router";
import { DateTime } from "~/components/ui/date-time";

/** "Sent to dana@... on 28 Nov by Jordan Lee, opened 2 times", with each contact's copy. */
function SendRow({ send }: { send: QuoteSendSummary }) {
  return (
    <li
      data-testid="quote-send"
      className="grid gap-2 rounded-2xl border border-border bg-surface p-4 text-sm"
    >
      <p className="flex flex-wrap items-start gap-x-2 gap-y-1">
        <Mail aria-hidden className="mt-0.5 size-4 shrink-0 text-muted" />
        <span className="min-w-0 wrap-anywhere">
          Sent to <strong className="font-semibold">{send.recipients.join(", ")}</strong> on{" "}
          <DateTime iso={send.sentAt} />
          {send.sentBy ? ` by ${send.sentBy}` : ""}, {opensText(send.opens)}
        </span>
      </p>
      <p className="text-muted">
        {send.reference} · “{send.subject}”
        {send.attachPdf ? (
          <>
            {" "}
            · <Paperclip aria-hidden className="inline size-3.5" /> PDF attached
          </>
        ) : null}
      </p>
      {send.reminders.length > 0 ? (
        <ul className="grid gap-0.5 text-muted" aria-label="Reminders before expiry">
          {send.reminders.map((reminder) => (
            <li key={`${reminder.email}-${reminder.daysBefore}-${reminder.at}`}>
              {reminder.sent ? "Reminded" : "Not reminded (unsubscribed)"}{" "}
              <span className="wrap-anywhere">{reminder.email}</span>,{" "}
              {reminder.daysBefore === 1 ? "1 day" : `${reminder.daysBefore} days`} before expiry,
              on <DateTime iso={reminder.at} />
            </li>
          ))}
        </ul>
      ) : null}
      <ul className="flex flex-wrap gap-x-4 gap-y-1" aria-label="Copies of what was sent">
        {send.outboxIds.map((outboxId, index) => (
          <li key={outboxId}>
            <Link
              to={`/admin/outbox?message=${outboxId}`}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              Read the copy sent to {send.recipients[index]}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** Every e-mail of this quote to the prospect's contacts, newest first (issue 35 §1). */
export function SendsList({ sends }: { sends: QuoteSendSummary[] }) {
  if (sends.length === 0) return null;
  return (
    <section aria-labelledby="quote-sends" className="grid gap-3">
      <h3 id="quote-sends" className="text-base font-semibold">
        Sent by e-mail
      </h3>
      <ul className="grid gap-3">
        {sends.map((send) => (
          <SendRow key={send.id} send={send} />
        ))}
      </ul>
    </section>
  );
}
