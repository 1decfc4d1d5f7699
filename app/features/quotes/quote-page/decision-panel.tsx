import type { FieldErrors } from "@shared/api/envelope";
import {
  type AcceptanceCheck,
  CODE_NEEDED,
  EMAIL_NEEDED,
} from "@shared/quotes/acceptance-check-constants";
import type { AcceptQuote, DecisionEvidence } from "@shared/quotes/decision";
import type { LineKey } from "@shared/quotes/line-key";
import { type QuoteBilling, quoteBillingLabels } from "@shared/quotes/status";
import type { LinkAction } from "@shared/quotes/status-machine";
import { TERMS_AGREEMENT } from "@shared/quotes/terms";
import { FileSignature } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "~/components/ui/button";
import { Field, inputClasses } from "~/components/ui/field";
import { FormNotice } from "~/components/ui/form-notice";
import { SubmitButton } from "~/components/ui/submit-button";
import { ApiError, apiData } from "~/lib/api-client";
import { zodFieldErrors } from "~/lib/form-errors";
import { lazySchema } from "~/lib/lazy-schema";
import { useFormFailure } from "~/lib/use-form-failure";
import { AcceptanceCheckFields } from "./acceptance-check-fields";
import { QuoteTerms } from "./quote-document-parts";

/** The acceptance's schema loads when the visitor first enters the form (decision 079). */
const acceptRule = lazySchema(() =>
  import("@shared/quotes/decision").then((module) => module.acceptQuoteSchema),
);

/**
 * Accept (full name, title, agreement to the terms shown beside) or decline with an optional
 * reason. The server records the evidence; the page then shows what it stored.
 */
export function DecisionPanel({
  actions,
  token,
  termsHtml,
  chosenLabel,
  position,
  billing,
  declinedOptional,
  pricing,
  check,
  onDecided,
  onDecidedElsewhere,
}: {
  /** What the link asks for besides a name (decision 069). */
  check: AcceptanceCheck;
  /** What the link still allows (`linkActions` of its state): the panel offers only these. */
  actions: readonly LinkAction[];
  token: string;
  /** The link's terms, rendered on the server (shared/quotes/presentation/rendered-document.ts). */
  termsHtml: string;
  chosenLabel: string;
  position: number;
  /** The billing switch's choice: accepted with the option and kept as evidence. */
  billing: QuoteBilling;
  /** The optional items unticked: accepted without them (issue 35 §7). */
  declinedOptional: readonly LineKey[];
  /** The totals are being priced for the latest tick: accepting waits for them. */
  pricing: boolean;
  onDecided: (evidence: DecisionEvidence) => void;
  /** A 409: decided meanwhile (issue 34); the page reloads the quote's state to show it. */
  onDecidedElsewhere?: () => void;
}) {
  const [fullName, setFullName] = useState("");
  const [title, setTitle] = useState("");
  const [agreed, setAgreed] = useState(false);
  const [email, setEmail] = useState("");
  const [code, setCode] = useState("");
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState("");
  const [pending, setPending] = useState(false);
  const failure = useFormFailure("That did not go through. Please try again.", "accept");
  // The decline form refuses and explains on its own: its reason is not the accept form's.
  const declineFailure = useFormFailure("That did not go through. Please try again.", "decline");

  const send = async (path: "accept" | "decline", body: object) => {
    const failed = path === "accept" ? failure : declineFailure;
    setPending(true);
    try {
      onDecided(
        await apiData<DecisionEvidence>(`/api/quotes/${encodeURIComponent(token)}/${path}`, {
          method: "POST",
          body,
        }),
      );
    } catch (error) {
      failed.fail(error);
      if (error instanceof ApiError && error.status === 409) onDecidedElsewhere?.();
    } finally {
      setPending(false);
    }
  };

  const accept = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending || pricing) return;
    failure.clearAlert();
    const body: Partial<AcceptQuote> = {
      position,
      billing,
      declinedOptional: [...declinedOptional],
      fullName,
      title,
      agreeToTerms: agreed || undefined,
      ...(check === "off" ? {} : { email: email.trim() || undefined }),
      ...(check === "code" ? { code: code.trim() || undefined } : {}),
    };
    setPending(true);
    let checked: Awaited<ReturnType<typeof acceptRule.check>>;
    try {
      checked = await acceptRule.check(body);
    } catch (error) {
      failure.fail(error);
      setPending(false);
      return;
    }
    const missing: FieldErrors = {
      ...(check !== "off" && !body.email ? { email: EMAIL_NEEDED } : {}),
      ...(check === "code" && !body.code ? { code: CODE_NEEDED } : {}),
    };
    if (!checked.success || Object.keys(missing).length > 0) {
      const fields = { ...(checked.success ? {} : zodFieldErrors(checked.error)), ...missing };
      setPending(false);
      failure.setErrors(fields);
      failure.refuse(fields);
      return;
    }
    failure.setErrors({});
    void send("accept", checked.data);
  };

  const decline = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    declineFailure.clearAlert();
    void send("decline", { reason });
  };

  if (actions.length === 0) return null;
  return (
    <section
      aria-labelledby="accept-title"
      className="grid gap-6 rounded-2xl border border-border bg-surface p-5 sm:p-6 lg:grid-cols-[1fr_1fr]"
    >
      <div className="grid content-start gap-3">
        <h2 id="accept-title" className="text-xl font-semibold">
          Accept this quote
        </h2>
        <h3 className="text-sm font-semibold">Terms</h3>
        <QuoteTerms html={termsHtml} />
      </div>
      <div className="grid content-start gap-4">
        {actions.includes("accept") ? (
          <form
            ref={failure.formRef}
            noValidate
            onSubmit={accept}
            onFocus={acceptRule.preload}
            className="grid gap-4"
          >
            <p className="text-sm">
              You are accepting <strong>{chosenLabel}</strong>.
            </p>
            <p className="text-sm text-muted" data-testid="accepting-billing">
              Billing: <strong className="text-fg">{quoteBillingLabels[billing]}</strong> (as chosen
              above; it is part of what you accept).
            </p>
            <Field label="Full name" required error={failure.errors.fullName}>
              {(control) => (
                <input
                  {...control}
                  name="fullName"
                  autoComplete="name"
                  maxLength={120}
                  value={fullName}
                  onChange={(event) => setFullName(event.target.value)}
                  className={`${inputClasses} h-11`}
                />
              )}
            </Field>
            <Field label="Title" required error={failure.errors.title}>
              {(control) => (
                <input
                  {...control}
                  name="title"
                  autoComplete="organization-title"
                  maxLength={120}
                  value={title}
                  onChange={(event) => setTitle(event.target.value)}
                  className={`${inputClasses} h-11`}
                />
              )}
            </Field>
            {check === "off" ? null : (
              <AcceptanceCheckFields
                check={check}
                token={token}
                email={email}
                code={code}
                errors={failure.errors}
                onEmail={setEmail}
                onCode={setCode}
              />
            )}
            <div className="grid gap-1">
              <label className="flex items-start gap-3 text-sm">
                <input
                  type="checkbox"
                  name="agreeToTerms"
                  checked={agreed}
                  onChange={(event) => setAgreed(event.target.checked)}
                  aria-invalid={failure.errors.agreeToTerms ? true : undefined}
                  aria-describedby={failure.errors.agreeToTerms ? "agree-error" : undefined}
                  className="mt-0.5 size-4 accent-primary"
                />
                <span>{TERMS_AGREEMENT}</span>
              </label>
              {failure.errors.agreeToTerms ? (
                <p id="agree-error" className="text-sm font-medium text-danger">
                  {failure.errors.agreeToTerms}
                </p>
              ) : null}
            </div>
            {failure.alert ? (
              <FormNotice tone="danger" role="alert">
                {failure.alert}
              </FormNotice>
            ) : null}
            <SubmitButton
              pending={pending && !declining}
              pendingLabel="Accepting"
              size="lg"
              icon={<FileSignature aria-hidden className="size-4" />}
            >
              Accept {chosenLabel}
            </SubmitButton>
          </form>
        ) : null}
        {actions.includes("decline") ? (
          <div className="border-t border-border pt-4">
            {declining ? (
              <form
                ref={declineFailure.formRef}
                noValidate
                onSubmit={decline}
                className="grid gap-3"
              >
                {declineFailure.alert ? (
                  <FormNotice tone="danger" role="alert">
                    {declineFailure.alert}
                  </FormNotice>
                ) : null}
                <Field
                  label="Why are you declining? (optional)"
                  error={declineFailure.errors.reason}
                >
                  {(control) => (
                    <textarea
                      {...control}
                      name="reason"
                      rows={3}
                      maxLength={1000}
                      value={reason}
                      onChange={(event) => setReason(event.target.value)}
                      className={`${inputClasses} py-2`}
                    />
                  )}
                </Field>
                <div className="flex flex-wrap gap-3">
                  <SubmitButton pending={pending} pendingLabel="Declining" variant="outline">
                    Decline quote
                  </SubmitButton>
                  <Button type="button" variant="ghost" onClick={() => setDeclining(false)}>
                    Cancel
                  </Button>
                </div>
              </form>
            ) : (
              <Button type="button" variant="ghost" onClick={() => setDeclining(true)}>
                Decline this quote
              </Button>
            )}
          </div>
        ) : null}
      </div>
    </section>
  );
}
