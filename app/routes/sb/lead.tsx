import { organizationSizes } from "@shared/inquiries/inquiry-constants";
import type { BuilderState } from "@shared/quotes/builder/draft";
import { LEAD_EMAIL_MAX, LEAD_TEXT_MAX } from "@shared/quotes/builder/lead-constants";
import { type FormEvent, type InputHTMLAttributes, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { useNavigate } from "react-router";
import { Field, inputClasses } from "~/components/ui/field";
import { FormNotice } from "~/components/ui/form-notice";
import { HoneypotField } from "~/components/ui/honeypot-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { useBuilder } from "~/features/quotes/builder/builder-context";
import { ChoiceGroup } from "~/features/quotes/builder/choice-group";
import {
  type LeadFields,
  readUnsentLead,
  unsentLeadKey,
} from "~/features/quotes/builder/kept-input";
import { nextIcon, StepActions } from "~/features/quotes/builder/step-actions";
import { StepHeading } from "~/features/quotes/builder/step-heading";
import { stepMeta } from "~/features/quotes/builder/step-meta";
import { zodFieldErrors } from "~/lib/form-errors";
import { lazySchema } from "~/lib/lazy-schema";
import { keep } from "~/lib/local-store";
import { useFormFailure } from "~/lib/use-form-failure";

export const meta = () => stepMeta("Your company", { indexed: true });

const textFields: ({
  name: "companyName" | "contactName" | "email" | "phone";
  label: string;
  required?: boolean;
  hint?: string;
} & InputHTMLAttributes<HTMLInputElement>)[] = [
  {
    name: "companyName",
    label: "Company name",
    required: true,
    autoComplete: "organization",
    maxLength: LEAD_TEXT_MAX,
  },
  {
    name: "contactName",
    label: "Your name",
    required: true,
    autoComplete: "name",
    maxLength: LEAD_TEXT_MAX,
  },
  {
    name: "email",
    label: "Work e-mail",
    required: true,
    type: "email",
    inputMode: "email",
    autoComplete: "email",
    maxLength: LEAD_EMAIL_MAX,
  },
  {
    name: "phone",
    label: "Phone",
    hint: "Optional",
    type: "tel",
    autoComplete: "tel",
    maxLength: 40,
  },
];

const sizeChoices = organizationSizes.map((size) => ({ id: size, label: `${size} employees` }));

// What was typed on the lead step before it was sent is kept in this browser only
// (unsentLeadKey), so a reload or a closed tab loses nothing; the server stores it once sent.
const leadFields = (lead: BuilderState["lead"]): LeadFields => ({
  companyName: lead?.companyName ?? "",
  contactName: lead?.contactName ?? "",
  email: lead?.email ?? "",
  phone: lead?.phone ?? "",
  companySize: lead?.companySize ?? (undefined as unknown as LeadFields["companySize"]),
});

/** What the visitor typed stays; the fields still empty take `known`. */
const fillBlanks = (typed: LeadFields, known: LeadFields): LeadFields => ({
  companyName: typed.companyName || known.companyName,
  contactName: typed.contactName || known.contactName,
  email: typed.email || known.email,
  phone: typed.phone || known.phone,
  companySize: typed.companySize ?? known.companySize,
});

/** The lead's schema loads when the visitor first enters the form (decision 079). */
const leadRule = lazySchema(() =>
  import("@shared/quotes/builder/lead").then((module) => module.leadInputSchema),
);

/** Step 1 (issue 10): who is configuring; stored as a prospect, de-duplicated by e-mail. */
const NOT_SENT_AS_ROBOT =
  "Your details were not sent: a hidden field that catches spam robots was filled in, most likely by your browser's autofill. We have emptied it and kept everything you typed. Please check your details and send them again.";

export default function LeadStep() {
  const { server, requests, adopt, sessionId, ready } = useBuilder();
  const navigate = useNavigate();
  const unsentKey = unsentLeadKey(sessionId);
  const known = () => readUnsentLead(sessionId) ?? leadFields(server.lead);
  const [fields, setFields] = useState<LeadFields>(() => (ready ? known() : leadFields(null)));
  // The step shows before the draft has loaded (on the server too, with empty fields); once
  // it is there, what this browser kept unsent, else the lead already stored, fills the
  // fields the visitor has not typed in yet.
  const [filled, setFilled] = useState(ready);
  if (ready && !filled) {
    setFilled(true);
    setFields((typed) => fillBlanks(typed, known()));
  }
  const [honeypot, setHoneypot] = useState("");
  // Issue 34: what a submission taken for a robot's was not sent for; the fields stay.
  const [notSent, setNotSent] = useState<string | null>(null);
  const notSentNotice = useRef<HTMLParagraphElement>(null);
  const refuseAsRobot = () => {
    setHoneypot("");
    flushSync(() => setNotSent(NOT_SENT_AS_ROBOT));
    notSentNotice.current?.focus();
  };
  const [pending, setPending] = useState(false);
  const failure = useFormFailure("Your details could not be sent. Please try again.", "continue");
  const { errors } = failure;

  const set = (name: keyof LeadFields, value: string) => {
    const next = { ...fields, [name]: value };
    setFields(next);
    keep(unsentKey, next);
    failure.setErrors((current) => ({ ...current, [name]: "" }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    failure.clearAlert();
    setNotSent(null);
    setPending(true);
    try {
      const checked = await leadRule.check(fields);
      if (!checked.success) {
        const invalid = zodFieldErrors(checked.error);
        setPending(false);
        failure.setErrors(invalid);
        failure.refuse(invalid);
        return;
      }
      // A person's browser may have autofilled the hidden anti-robot field: sending would be
      // dropped unseen by the server, so say so, clear it and keep every field as typed.
      if (honeypot) {
        setPending(false);
        refuseAsRobot();
        return;
      }
      const state = await requests.apiData<BuilderState>("/api/sb/lead", {
        method: "POST",
        body: checked.data,
      });
      if (!state.lead) {
        // The server answered without storing the lead (it took the send for a robot's):
        // nothing is adopted or forgotten, the fields stay as typed.
        setPending(false);
        refuseAsRobot();
        return;
      }
      adopt(state);
      keep(unsentKey, null);
      navigate("/sb/assessment");
    } catch (error) {
      failure.fail(error);
      setPending(false);
    }
  };

  return (
    <form
      ref={failure.formRef}
      noValidate
      onSubmit={submit}
      onFocus={leadRule.preload}
      aria-labelledby="lead-title"
      className="relative grid gap-8"
    >
      <div id="lead-title">
        <StepHeading step="lead" />
      </div>
      <div className="grid gap-5 rounded-2xl border border-border bg-surface p-5 sm:grid-cols-2 sm:p-8">
        {textFields.map(({ name, label, required, hint, ...input }) => (
          <Field key={name} label={label} required={required} hint={hint} error={errors[name]}>
            {(control) => (
              <input
                {...control}
                {...input}
                name={name}
                value={fields[name]}
                onChange={(event) => set(name, event.target.value)}
                className={`${inputClasses} h-11`}
              />
            )}
          </Field>
        ))}
        <div className="sm:col-span-2">
          <ChoiceGroup
            legend="Company size"
            name="companySize"
            mode="single"
            choices={sizeChoices}
            selected={fields.companySize ? [fields.companySize] : []}
            onToggle={(size) => set("companySize", size)}
            error={errors.companySize}
          />
        </div>
        <HoneypotField value={honeypot} onChange={setHoneypot} />
      </div>
      {notSent ? (
        <FormNotice tone="danger" role="alert" ref={notSentNotice} tabIndex={-1}>
          {notSent}
        </FormNotice>
      ) : null}
      {failure.alert ? (
        <FormNotice tone="danger" role="alert">
          {failure.alert}
        </FormNotice>
      ) : null}
      <StepActions>
        <SubmitButton
          pending={pending}
          waiting={!ready}
          pendingLabel="Sending"
          icon={nextIcon}
          size="lg"
        >
          Continue to assessment
        </SubmitButton>
      </StepActions>
    </form>
  );
}
