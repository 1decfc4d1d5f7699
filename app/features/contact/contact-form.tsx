import {
  HONEYPOT_FIELD,
  INQUIRY_MESSAGE_MAX,
  INQUIRY_NAME_MAX,
  organizationSizes,
} from "@shared/inquiries/inquiry-constants";
import { ChevronDown, Send } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Field, inputClasses } from "~/components/ui/field";
import { FormNotice } from "~/components/ui/form-notice";
import { HoneypotField } from "~/components/ui/honeypot-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { useFormFailure } from "~/lib/use-form-failure";
import {
  type ContactValues,
  confirmationText,
  emptyContactValues,
  submissionErrors,
  toInquiryInput,
} from "./contact-form-state";
import { useSendInquiry } from "./send-inquiry";

// The schema brings zod; it loads when the visitor first reaches the form, not with the page.
const loadValidation = () => import("./contact-validation");

/** Seed 000 §2/§5: Name and Email required, Organization Size, Message, 'Submit Request'. */
export function ContactForm() {
  const [values, setValues] = useState<ContactValues>(emptyContactValues);
  const [confirmation, setConfirmation] = useState("");
  const send = useSendInquiry();
  const failure = useFormFailure("", "submit");
  const { errors } = failure;
  // The confirmation takes focus when it appears, so it is read and the visitor goes on from it.
  const confirmationRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (confirmation) confirmationRef.current?.focus();
  }, [confirmation]);

  const change = (field: keyof ContactValues) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    failure.setErrors(({ [field]: _fixed, ...rest }) => rest);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    setConfirmation("");
    failure.clearAlert();
    const { validateContact } = await loadValidation();
    const invalid = validateContact(values);
    if (invalid) {
      failure.setErrors(invalid);
      failure.refuse(invalid);
      return;
    }
    failure.setErrors({});
    send.mutate(toInquiryInput(values), {
      onSuccess: () => {
        setConfirmation(confirmationText(values.email.trim()));
        setValues(emptyContactValues);
      },
      onError: (error) => failure.failWith(submissionErrors(error)),
    });
  };

  return (
    <form
      ref={failure.formRef}
      method="post"
      noValidate
      onSubmit={submit}
      onFocus={loadValidation}
      aria-label="Contact form"
      className="relative grid gap-5 rounded-3xl border border-border bg-surface p-6 shadow-xl shadow-black/5 sm:p-8"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Name" required error={errors.name}>
          {(control) => (
            <input
              {...control}
              name="name"
              autoComplete="name"
              required
              maxLength={INQUIRY_NAME_MAX}
              value={values.name}
              onChange={change("name")}
              className={`${inputClasses} h-11`}
            />
          )}
        </Field>
        <Field label="Email" required error={errors.email}>
          {(control) => (
            <input
              {...control}
              name="email"
              type="email"
              autoComplete="email"
              required
              value={values.email}
              onChange={change("email")}
              className={`${inputClasses} h-11`}
            />
          )}
        </Field>
      </div>
      <Field label="Organization Size" error={errors.organization}>
        {(control) => (
          <div className="relative">
            <select
              {...control}
              name="organization"
              value={values.organization}
              onChange={change("organization")}
              className={`${inputClasses} h-11 appearance-none pr-10`}
            >
              <option value="">Select organization size</option>
              {organizationSizes.map((size) => (
                <option key={size} value={size}>
                  {size} employees
                </option>
              ))}
            </select>
            <ChevronDown
              aria-hidden
              className="pointer-events-none absolute top-3.5 right-3 size-4 text-muted"
            />
          </div>
        )}
      </Field>
      <Field label="Message" error={errors.message}>
        {(control) => (
          <textarea
            {...control}
            name="message"
            rows={5}
            maxLength={INQUIRY_MESSAGE_MAX}
            value={values.message}
            onChange={change("message")}
            placeholder="Tell us about your environment and what you would like to achieve."
            className={`${inputClasses} resize-y py-2.5`}
          />
        )}
      </Field>
      <HoneypotField
        value={values[HONEYPOT_FIELD]}
        onChange={(value) => setValues((current) => ({ ...current, [HONEYPOT_FIELD]: value }))}
      />

      {/* Live regions stay in the page (empty, no height) so screen readers announce changes. */}
      <div>
        <div ref={failure.alertRef} role="alert" tabIndex={-1} className="rounded-xl">
          {failure.alert ? (
            <FormNotice tone="danger" className="mb-5">
              {failure.alert}
            </FormNotice>
          ) : null}
        </div>
        <div role="status" aria-live="polite">
          {confirmation ? (
            <FormNotice tone="success" ref={confirmationRef} tabIndex={-1} className="mb-5">
              {confirmation}
            </FormNotice>
          ) : null}
        </div>
        <SubmitButton
          size="lg"
          pending={send.isPending}
          pendingLabel="Sending"
          icon={<Send aria-hidden className="size-4" />}
          className="w-full sm:w-auto"
        >
          Submit Request
        </SubmitButton>
      </div>
    </form>
  );
}
