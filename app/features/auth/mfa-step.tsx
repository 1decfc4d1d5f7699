import type { AuthUser } from "@shared/auth/user";
import { KeyRound, Smartphone } from "lucide-react";
import { type FormEvent, useState } from "react";
import { CredentialForm } from "~/components/credentials/credential-form";
import { FormAlert } from "~/components/form-alert";
import { Field, inputClasses } from "~/components/ui/field";
import { SubmitButton } from "~/components/ui/submit-button";
import { toast } from "~/components/ui/toast-store";
import { ApiError } from "~/lib/api-client";
import { cn } from "~/lib/cn";
import { useFormFailure } from "~/lib/use-form-failure";
import { TotpCodeInput } from "../../components/credentials/totp-code-input";
import { useLoginMfa } from "./use-login-mfa";

/** Seed 001 §8: the two texts of a failed code. */
export const INVALID_MFA_TOKEN = "Invalid MFA token";
export const MFA_FAILED = "MFA verification failed. Please try again.";

/** Seed 001 §4 awaiting-MFA: the pending userId and a code (or a recovery code). */
export function MfaStep({
  userId,
  onSignedIn,
  onRestart,
}: {
  userId: string;
  onSignedIn(user: AuthUser): void;
  onRestart(notice: string | null): void;
}) {
  const verify = useLoginMfa();
  const [recovery, setRecovery] = useState(false);
  const failure = useFormFailure(MFA_FAILED, "verify");
  const error = failure.errors.token;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (verify.isPending) return;
    const token = String(new FormData(event.currentTarget).get("token") ?? "").trim();
    failure.clearAlert();
    if (!token) {
      const found = { token: recovery ? "Enter a recovery code" : "Enter the 6-digit code" };
      failure.setErrors(found);
      return failure.refuse(found);
    }
    failure.setErrors({});
    verify.mutate(
      { userId, token },
      {
        onSuccess: onSignedIn,
        onError: (failure) => {
          const status = failure instanceof ApiError ? failure.status : 0;
          toast({
            title: "MFA verification failed",
            description: status === 401 ? INVALID_MFA_TOKEN : MFA_FAILED,
            variant: "error",
          });
          // The pending sign-in expired or was dropped: the password is needed again.
          if (status === 403) onRestart("Your sign-in has expired. Enter your password again.");
        },
      },
    );
  }

  return (
    <CredentialForm ref={failure.formRef} onSubmit={submit} className="grid gap-5">
      <FormAlert message={failure.alert} />
      {recovery ? (
        <Field
          key="recovery"
          label="Recovery code"
          error={error}
          hint="One of the ten codes you saved when you set up two-factor authentication. Each works once."
        >
          {(control) => (
            <input
              {...control}
              name="token"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              placeholder="xxxx-xxxx-xxxx-xxxx"
              className={cn(inputClasses, "h-11 font-mono tracking-wider")}
            />
          )}
        </Field>
      ) : (
        <Field key="totp" label="Authentication code" error={error}>
          {(control) => (
            <TotpCodeInput
              {...control}
              name="token"
              placeholder="123456"
              className="h-12 text-center font-mono text-xl tracking-[0.5em]"
            />
          )}
        </Field>
      )}
      <SubmitButton
        size="lg"
        pending={verify.isPending}
        pendingLabel="Verifying"
        className="w-full"
      >
        Verify
      </SubmitButton>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <button
          type="button"
          onClick={() => {
            setRecovery((on) => !on);
            failure.setErrors({});
            failure.clearAlert();
          }}
          className="inline-flex items-center gap-1.5 rounded-md font-medium text-primary hover:underline"
        >
          {recovery ? (
            <Smartphone aria-hidden className="size-4" />
          ) : (
            <KeyRound aria-hidden className="size-4" />
          )}
          {recovery ? "Use the authenticator app" : "Use a recovery code"}
        </button>
        <button
          type="button"
          onClick={() => onRestart(null)}
          className="rounded-md text-muted hover:text-fg hover:underline"
        >
          Back to sign-in
        </button>
      </div>
    </CredentialForm>
  );
}
