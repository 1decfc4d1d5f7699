import { changePasswordSchema } from "@shared/account/account";
import { PASSWORD_MIN_LENGTH } from "@shared/auth/password-policy";
import { type FormEvent, useState } from "react";
import { CredentialForm } from "~/components/credentials/credential-form";
import { PasswordInput } from "~/components/credentials/password-input";
import { Field } from "~/components/ui/field";
import { SubmitButton } from "~/components/ui/submit-button";
import { useChangePassword } from "~/lib/auth/use-change-password";
import { apiFieldErrors, formValues, zodFieldErrors } from "~/lib/form-errors";

/** Current password, new password twice. Used for the forced change and in settings. */
export function PasswordForm({
  submitLabel,
  onChanged,
  onFailed,
}: {
  submitLabel: string;
  onChanged(): void;
  onFailed?(): void;
}) {
  const change = useChangePassword();
  const [errors, setErrors] = useState<Record<string, string>>({});

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (change.isPending) return;
    const form = event.currentTarget;
    const values = formValues(form);
    const parsed = changePasswordSchema.safeParse(values);
    const found = parsed.success ? {} : zodFieldErrors(parsed.error);
    if (!found.newPassword && values.newPassword !== values.confirmPassword) {
      found.confirmPassword = "The two new passwords do not match";
    }
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) return;
    change.mutate(parsed.data, {
      onSuccess: () => {
        form.reset();
        onChanged();
      },
      onError: (error) => {
        setErrors(apiFieldErrors(error));
        onFailed?.();
      },
    });
  }

  return (
    <CredentialForm onSubmit={submit} className="grid gap-4">
      <Field label="Current password" error={errors.currentPassword}>
        {(control) => (
          <PasswordInput {...control} name="currentPassword" autoComplete="current-password" />
        )}
      </Field>
      <Field
        label="New password"
        error={errors.newPassword}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters. A passphrase of several words works well.`}
      >
        {(control) => <PasswordInput {...control} name="newPassword" autoComplete="new-password" />}
      </Field>
      <Field label="Repeat the new password" error={errors.confirmPassword}>
        {(control) => (
          <PasswordInput {...control} name="confirmPassword" autoComplete="new-password" />
        )}
      </Field>
      <div>
        <SubmitButton pending={change.isPending} pendingLabel="Saving">
          {submitLabel}
        </SubmitButton>
      </div>
    </CredentialForm>
  );
}
