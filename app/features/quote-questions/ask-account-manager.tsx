import { ESCALATED, ESCALATION_NOTE_MAX } from "@shared/quote-questions/question-constants";
import { Send } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Field, inputClasses } from "~/components/ui/field";
import { FormNotice } from "~/components/ui/form-notice";
import { SubmitButton } from "~/components/ui/submit-button";
import { apiRequest } from "~/lib/api-client";
import { zodFieldErrors } from "~/lib/form-errors";
import { lazySchema } from "~/lib/lazy-schema";
import { useFormFailure } from "~/lib/use-form-failure";

/** The question's schema loads when the visitor first enters the form (decision 079). */
const escalateRule = lazySchema(() =>
  import("@shared/quote-questions/question").then((module) => module.escalateQuestionSchema),
);

/**
 * "Ask your account manager" (issue 36 §3): sends the question asked to the staff, with an
 * optional address to answer to and a note; then says it went, in place of the form.
 */
export function AskAccountManager({ token, questionId }: { token: string; questionId: string }) {
  const [email, setEmail] = useState("");
  const [note, setNote] = useState("");
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);
  const failure = useFormFailure("Your question could not be sent. Please try again.", "send");
  const confirmation = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (sent) confirmation.current?.focus();
  }, [sent]);

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    failure.clearAlert();
    setPending(true);
    try {
      const checked = await escalateRule.check({ email, note });
      if (!checked.success) {
        const fields = zodFieldErrors(checked.error);
        failure.setErrors(fields);
        failure.refuse(fields);
        return;
      }
      failure.setErrors({});
      await apiRequest(
        `/api/quotes/${encodeURIComponent(token)}/questions/${encodeURIComponent(questionId)}/escalate`,
        { method: "POST", body: { email, note } },
      );
      setSent(true);
    } catch (error) {
      failure.fail(error);
    } finally {
      setPending(false);
    }
  };

  if (sent) {
    return (
      <FormNotice tone="success" ref={confirmation} tabIndex={-1} className="outline-none">
        {ESCALATED}
      </FormNotice>
    );
  }
  return (
    <form
      ref={failure.formRef}
      noValidate
      onSubmit={send}
      onFocus={escalateRule.preload}
      className="grid gap-3"
    >
      <Field
        label="Your e-mail address (optional)"
        hint="Leave it empty to be answered at the address this quote was made for."
        error={failure.errors.email}
      >
        {(control) => (
          <input
            {...control}
            type="email"
            name="email"
            autoComplete="email"
            maxLength={254}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            className={`${inputClasses} h-11`}
          />
        )}
      </Field>
      <Field label="A note for your account manager (optional)" error={failure.errors.note}>
        {(control) => (
          <textarea
            {...control}
            name="note"
            rows={2}
            maxLength={ESCALATION_NOTE_MAX}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            className={`${inputClasses} py-2`}
          />
        )}
      </Field>
      {failure.alert ? (
        <FormNotice tone="danger" role="alert">
          {failure.alert}
        </FormNotice>
      ) : null}
      <SubmitButton
        pending={pending}
        pendingLabel="Sending"
        icon={<Send aria-hidden className="size-4" />}
      >
        Send to my account manager
      </SubmitButton>
    </form>
  );
}
