import type { MfaSetup } from "@shared/account/account";
import type { FormEvent } from "react";
import { CredentialForm } from "~/components/credentials/credential-form";
import { TotpCodeInput } from "~/components/credentials/totp-code-input";
import { Field } from "~/components/ui/field";

/** The new secret as QR code and manual key, and the code that proves the app has it. */
export function MfaScanStep({
  setup,
  formId,
  error,
  onCode,
}: {
  setup: MfaSetup;
  formId: string;
  error?: string;
  onCode(token: string): void;
}) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onCode(String(new FormData(event.currentTarget).get("token") ?? "").trim());
  }

  return (
    <div className="grid gap-6 sm:grid-cols-[11rem_1fr] sm:items-start">
      <img
        src={setup.qrCodeDataUrl}
        alt="QR code to scan with your authenticator app"
        width={176}
        height={176}
        className="mx-auto size-44 rounded-xl bg-white p-2"
      />
      <div className="grid gap-4">
        <div>
          <p className="text-sm font-medium">Can't scan? Enter this key by hand</p>
          <code
            data-testid="mfa-manual-key"
            className="mt-1.5 block rounded-lg bg-surface-2 px-3 py-2 font-mono text-sm break-all select-all"
          >
            {setup.secret}
          </code>
          <p className="mt-1 text-xs text-muted">Time-based, 6 digits, every 30 seconds.</p>
        </div>
        <CredentialForm id={formId} onSubmit={submit}>
          <Field label="Code from the app" error={error}>
            {(control) => (
              <TotpCodeInput
                {...control}
                name="token"
                autoFocus
                className="h-11 font-mono tracking-[0.3em]"
              />
            )}
          </Field>
        </CredentialForm>
      </div>
    </div>
  );
}
