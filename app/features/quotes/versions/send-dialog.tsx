import type { PlaceholderValues } from "@shared/quotes/document-text";
import { type QuoteSendDraft, quoteSendSchema, sentMessageText } from "@shared/quotes/quote-send";
import { SHARE_DAYS_DEFAULT } from "@shared/quotes/status";
import { UserRoundPlus } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { FormAlert } from "~/components/form-alert";
import { readShareDays, ShareDaysField } from "~/components/quotes/share-days-field";
import { Button, buttonClasses } from "~/components/ui/button";
import { DateTime } from "~/components/ui/date-time";
import { Dialog, DialogClose, DialogContent } from "~/components/ui/dialog";
import { DialogFormActions } from "~/components/ui/dialog-form-actions";
import { Field, inputClasses } from "~/components/ui/field";
import { Select } from "~/components/ui/select";
import { cn } from "~/lib/cn";
import { zodFieldErrors } from "~/lib/form-errors";
import { useFormFailure } from "~/lib/use-form-failure";
import { useSendQuote } from "./use-configuration-mutations";
import { useSendDraft } from "./use-configurations";

const FORM_ID = "send-quote";
const NEW_LINK = "new";

function Recipients({
  contacts,
  chosen,
  onToggle,
  error,
}: {
  contacts: QuoteSendDraft["contacts"];
  chosen: ReadonlySet<string>;
  onToggle(email: string): void;
  error: string | undefined;
}) {
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? "send-recipients-error" : undefined}>
      <legend className="mb-1 text-sm font-medium">To</legend>
      {contacts.map((contact) => {
        const unsubscribed = contact.unsubscribedAt !== null;
        return (
          <label
            key={contact.email}
            className={cn(
              "flex items-start gap-3 rounded-xl border border-border bg-surface px-3 py-2.5 text-sm",
              unsubscribed && "opacity-70",
            )}
          >
            <input
              type="checkbox"
              checked={chosen.has(contact.email)}
              disabled={unsubscribed}
              onChange={() => onToggle(contact.email)}
              aria-invalid={error ? true : undefined}
              className="mt-0.5 size-4 shrink-0 accent-[var(--primary)]"
            />
            <span className="grid min-w-0 gap-0.5">
              <span className="font-medium">
                {contact.name}
                {contact.primary ? (
                  <span className="font-normal text-muted"> · primary</span>
                ) : null}
                {contact.title ? (
                  <span className="font-normal text-muted"> · {contact.title}</span>
                ) : null}
              </span>
              <span className="wrap-anywhere text-muted">{contact.email}</span>
              {contact.unsubscribedAt ? (
                <span className="text-xs text-muted">
                  Unsubscribed on <DateTime iso={contact.unsubscribedAt} />: no e-mail can be sent
                  to this address.
                </span>
              ) : null}
            </span>
          </label>
        );
      })}
      {error ? (
        <p id="send-recipients-error" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The first chosen contact's message, as they will receive it (the link at its end). */
function Preview({
  draft,
  chosen,
  message,
}: {
  draft: QuoteSendDraft;
  chosen: ReadonlySet<string>;
  message: string;
}) {
  const first = draft.contacts.find((contact) => chosen.has(contact.email));
  const values = {
    ...draft.values,
    "prospect.contactName": first?.name || draft.values["prospect.contactName"],
  } as PlaceholderValues;
  return (
    <section aria-labelledby="send-preview" className="grid gap-2">
      <h3 id="send-preview" className="text-sm font-medium">
        {first ? `Preview for ${first.name}` : "Preview"}
      </h3>
      <pre
        data-testid="send-preview"
        className="rounded-xl border border-border bg-surface-2 p-3 font-sans text-sm leading-6 break-words whitespace-pre-wrap"
      >
        {sentMessageText(message, values, "[the link to the quote]")}
      </pre>
    </section>
  );
}

function SendForm({
  send,
  draft,
  version,
  onSent,
}: {
  send: ReturnType<typeof useSendQuote>;
  draft: QuoteSendDraft;
  version: number;
  onSent(): void;
}) {
  const failure = useFormFailure(
    "The quote could not be sent. Please try again.",
    "send the quote",
  );
  const [chosen, setChosen] = useState<Set<string>>(
    () =>
      new Set(
        draft.contacts
          .filter((contact) => contact.primary && !contact.unsubscribedAt)
          .map((contact) => contact.email),
      ),
  );
  const [link, setLink] = useState(draft.links[0]?.id ?? NEW_LINK);
  const [days, setDays] = useState(String(SHARE_DAYS_DEFAULT));
  const [subject, setSubject] = useState(draft.subject);
  const [message, setMessage] = useState(draft.message);
  const [attachPdf, setAttachPdf] = useState(true);
  const { errors } = failure;

  function toggle(email: string) {
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(email)) next.delete(email);
      else next.add(email);
      return next;
    });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (send.isPending) return;
    failure.clearAlert();
    const read = link === NEW_LINK ? readShareDays(days) : { days: SHARE_DAYS_DEFAULT };
    const input = {
      version,
      shareId: link === NEW_LINK ? null : link,
      expiresInDays: "days" in read ? read.days : SHARE_DAYS_DEFAULT,
      recipients: draft.contacts
        .filter((contact) => chosen.has(contact.email))
        .map((contact) => contact.email),
      subject,
      message,
      attachPdf,
    };
    const checked = quoteSendSchema.safeParse(input);
    const fields = {
      ...(checked.success ? {} : zodFieldErrors(checked.error)),
      ...("error" in read ? { expiresInDays: read.error } : {}),
    };
    if (Object.keys(fields).length > 0) {
      failure.setErrors(fields);
      failure.refuse(fields);
      return;
    }
    failure.setErrors({});
    send.mutate(input, { onSuccess: onSent, onError: failure.fail });
  }

  const linkOptions = [
    ...draft.links.map((row) => ({
      value: row.id,
      label: `${row.reference} (version ${row.version}), open until ${row.expiresAt.slice(0, 10)}`,
    })),
    { value: NEW_LINK, label: `A new link for version ${version}` },
  ];

  return (
    <form id={FORM_ID} ref={failure.formRef} noValidate onSubmit={submit} className="grid gap-5">
      <FormAlert message={failure.alert} />
      <Recipients
        contacts={draft.contacts}
        chosen={chosen}
        onToggle={toggle}
        error={errors.recipients}
      />
      <div className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-start">
        <Field label="Link" error={errors.shareId}>
          {(control) => (
            <Select {...control} value={link} onValueChange={setLink} options={linkOptions} />
          )}
        </Field>
        {link === NEW_LINK ? (
          <ShareDaysField hint="" value={days} error={errors.expiresInDays} onChange={setDays} />
        ) : null}
      </div>
      <Field label="Subject" error={errors.subject} required>
        {(control) => (
          <input
            {...control}
            value={subject}
            onChange={(event) => setSubject(event.target.value)}
            className={`${inputClasses} h-11`}
          />
        )}
      </Field>
      <Field
        label="Message"
        error={errors.message}
        required
        hint="Placeholders such as {{prospect.contactName}} are filled in for each contact. The link to the quote and an unsubscribe link are added below your message."
      >
        {(control) => (
          <textarea
            {...control}
            rows={9}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            className={cn(inputClasses, "py-2 leading-6")}
          />
        )}
      </Field>
      <label className="flex items-start gap-3 text-sm">
        <input
          type="checkbox"
          checked={attachPdf}
          onChange={(event) => setAttachPdf(event.target.checked)}
          className="mt-0.5 size-4 accent-[var(--primary)]"
        />
        <span>Attach the quote as a PDF</span>
      </label>
      <Preview draft={draft} chosen={chosen} message={message} />
    </form>
  );
}

function NoContacts({ prospectId }: { prospectId: number | null }) {
  return (
    <div className="grid gap-3 rounded-2xl border border-dashed border-border bg-surface px-4 py-6 text-sm">
      <p className="text-muted">
        {prospectId
          ? "This prospect has no contacts to send to. Add one on the prospect's page, then send the quote."
          : "This quote is not linked to a prospect, so there is no one to send it to yet."}
      </p>
      {prospectId ? (
        <Link
          to={`/admin/prospects/${prospectId}`}
          className={buttonClasses({
            variant: "outline",
            size: "sm",
            className: "justify-self-start",
          })}
        >
          <UserRoundPlus aria-hidden className="size-4" />
          Open the prospect
        </Link>
      ) : null}
    </div>
  );
}

/**
 * "Send quote" (issue 35 §1): the link (and the PDF) to some of the prospect's contacts, with
 * a message written from the template. Sent through the outbox; each copy is kept there.
 */
export function SendDialog({
  id,
  version,
  prospectId,
  onClose,
}: {
  id: string;
  version: number;
  prospectId: number | null;
  onClose(): void;
}) {
  const draft = useSendDraft(id);
  const send = useSendQuote(id);
  const ready = draft.data && draft.data.contacts.length > 0;
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent
        title="Send quote"
        description="Each contact gets their own e-mail with the link to the quote; a copy of every message is kept in the Outbox."
        footer={
          ready ? (
            <DialogFormActions form={FORM_ID} pending={send.isPending} pendingLabel="Sending">
              Send quote
            </DialogFormActions>
          ) : (
            <DialogClose asChild>
              <Button variant="outline">Close</Button>
            </DialogClose>
          )
        }
      >
        {draft.data ? (
          ready ? (
            <SendForm send={send} draft={draft.data} version={version} onSent={onClose} />
          ) : (
            <NoContacts prospectId={prospectId} />
          )
        ) : draft.isError ? (
          <p className="text-sm text-danger">
            The contacts could not be loaded. Close the dialog and try again.
          </p>
        ) : (
          <div role="status" aria-label="Loading the contacts" className="grid gap-3">
            {[0, 1, 2].map((row) => (
              <div key={row} className="h-12 animate-pulse rounded-xl bg-surface-2" />
            ))}
            <div className="h-40 animate-pulse rounded-xl bg-surface-2" />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
