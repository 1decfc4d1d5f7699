import type { FieldErrors } from "@shared/api/envelope";
import type { AcceptanceCheck } from "@shared/quotes/acceptance-check-constants";
import { Mail } from "lucide-react";
import { useState } from "react";
import { Field, inputClasses } from "~/components/ui/field";
import { PendingButton } from "~/components/ui/pending-button";
import { apiRequest } from "~/lib/api-client";
import { apiMessage } from "~/lib/form-errors";

/**
 * Issue 35 §3 (decision 069): what the link asks for besides a name. "email": the address
 * the quote was sent to; "code": that address and a one-time code e-mailed to it. The
 * answer to "Send me a code" is the same for any address.
 */
export function AcceptanceCheckFields({
  check,
  token,
  email,
  code,
  errors,
  onEmail,
  onCode,
}: {
  check: Exclude<AcceptanceCheck, "off">;
  token: string;
  email: string;
  code: string;
  errors: FieldErrors;
  onEmail(value: string): void;
  onCode(value: string): void;
}) {
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<{ tone: "ok" | "error"; text: string } | null>(null);

  async function sendCode() {
    setSending(true);
    setNotice(null);
    try {
      const answer = await apiRequest<{ message?: string }>(
        `/api/quotes/${encodeURIComponent(token)}/acceptance-code`,
        { method: "POST", body: { email } },
      );
      setNotice({ tone: "ok", text: answer.message ?? "Code sent." });
    } catch (error) {
      setNotice({ tone: "error", text: apiMessage(error, "The code could not be sent.") });
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="grid gap-4">
      <Field
        label="E-mail address this quote was sent to"
        required
        error={errors.email}
        hint={check === "code" ? "We e-mail a one-time code to it." : undefined}
      >
        {(control) => (
          <input
            {...control}
            name="email"
            type="email"
            autoComplete="email"
            maxLength={254}
            value={email}
            onChange={(event) => onEmail(event.target.value)}
            className={`${inputClasses} h-11`}
          />
        )}
      </Field>
      {check === "code" ? (
        <>
          <div className="grid justify-items-start gap-2">
            <PendingButton
              type="button"
              variant="outline"
              size="sm"
              pending={sending}
              pendingLabel="Sending"
              icon={<Mail aria-hidden className="size-4" />}
              onClick={() => void sendCode()}
            >
              Send me a code
            </PendingButton>
            <p
              role="status"
              className={notice?.tone === "error" ? "text-sm text-danger" : "text-sm text-muted"}
            >
              {notice?.text ?? ""}
            </p>
          </div>
          <Field label="Code" required error={errors.code}>
            {(control) => (
              <input
                {...control}
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={code}
                onChange={(event) => onCode(event.target.value)}
                className={`${inputClasses} h-11 w-40 font-mono tracking-widest tabular-nums`}
              />
            )}
          </Field>
        </>
      ) : null}
    </div>
  );
}
