import { HONEYPOT_FIELD } from "@shared/inquiries/inquiry-constants";
import {
  WAITLIST_EMAIL_MAX,
  WAITLIST_THANKS,
  WAITLIST_THANKS_DETAIL,
} from "@shared/waitlist/waitlist-constants";
import { BellRing, CheckCircle2 } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Field, inputClasses } from "~/components/ui/field";
import { FormNotice } from "~/components/ui/form-notice";
import { HoneypotField } from "~/components/ui/honeypot-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { useFormFailure } from "~/lib/use-form-failure";
import { useJoinWaitlist } from "./join-waitlist";
import { signUpErrors } from "./waitlist-form-state";

const loadValidation = () => import("./waitlist-validation");

/**
 * Seed 000 §2/§4 'Be the First to Know'. Unlike the original, the address is stored first:
 * only the server's acceptance replaces the form; a failure keeps the address and says why.
 */
export function WaitlistForm() {
  const [email, setEmail] = useState("");
  const [honeypot, setHoneypot] = useState("");
  const failure = useFormFailure("", "sign up");
  const { errors, setErrors } = failure;
  const [subscribed, setSubscribed] = useState(false);
  const thanks = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (subscribed) thanks.current?.focus();
  }, [subscribed]);
  const join = useJoinWaitlist();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (join.isPending) return;
    failure.clearAlert();
    const { validateSignUp } = await loadValidation();
    const invalid = validateSignUp(email);
    if (invalid) {
      setErrors(invalid);
      failure.refuse(invalid);
      return;
    }
    setErrors({});
    join.mutate(
      { email, ...(honeypot ? { [HONEYPOT_FIELD]: honeypot } : {}) },
      {
        onSuccess: () => setSubscribed(true),
        onError: (error) => failure.failWith(signUpErrors(error)),
      },
    );
  };

  if (subscribed) {
    return (
      <div
        role="status"
        className="flex gap-3 rounded-2xl border border-success/40 bg-success/10 p-5"
      >
        <CheckCircle2 aria-hidden className="mt-0.5 size-6 shrink-0 text-success" />
        <div>
          <h3 ref={thanks} tabIndex={-1} className="text-lg font-semibold outline-none">
            {WAITLIST_THANKS}
          </h3>
          <p className="mt-1 text-sm text-muted">{WAITLIST_THANKS_DETAIL}</p>
        </div>
      </div>
    );
  }

  return (
    <form
      ref={failure.formRef}
      method="post"
      noValidate
      onSubmit={submit}
      onFocus={loadValidation}
      aria-label="Waitlist sign-up"
      className="relative grid gap-4"
    >
      <Field label="Work e-mail" required error={errors.email}>
        {(control) => (
          <input
            {...control}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            maxLength={WAITLIST_EMAIL_MAX}
            placeholder="you@company.com"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setErrors({});
              failure.clearAlert();
            }}
            className={`${inputClasses} h-12 text-base`}
          />
        )}
      </Field>
      <HoneypotField value={honeypot} onChange={setHoneypot} />
      <div ref={failure.alertRef} role="alert" tabIndex={-1} className="rounded-xl">
        {failure.alert ? <FormNotice tone="danger">{failure.alert}</FormNotice> : null}
      </div>
      <SubmitButton
        size="lg"
        pending={join.isPending}
        pendingLabel="Signing up"
        icon={<BellRing aria-hidden className="size-4" />}
        className="w-full"
      >
        Notify Me
      </SubmitButton>
    </form>
  );
}
