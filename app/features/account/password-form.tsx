import { changePasswordSchema } from "@shared/account/account";
import { PASSWORD_MIN_LENGTH } from "@shared/auth/password-policy";
import type { FormEvent } from "react";
import { CredentialForm } from "~/components/credentials/credential-form";
import { PasswordInput } from "~/components/credentials/password-input";
import { FormAlert } from "~/components/form-alert";
import { Field } from "~/components/ui/field";
import { SubmitButton } from "~/components/ui/submit-button";
import { useChangePassword } from "~/lib/auth/use-change-password";
import { formValues, zodFieldErrors } from "~/lib/form-errors";
import { useFormFailure } from "~/lib/use-form-failure";

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
  const { errors, alert, setErrors, clearAlert, refuse, fail, formRef } = useFormFailure(
    "The password was not changed. Please try again.",
  );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (change.isPending) return;
    const form = event.currentTarget;
    clearAlert();
    const values = formValues(form);
    const parsed = changePasswordSchema.safeParse(values);
    const found = parsed.success ? {} : zodFieldErrors(parsed.error);
    if (!found.newPassword && values.newPassword !== values.confirmPassword) {
      found.confirmPassword = "The two new passwords do not match";
    }
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) return refuse(found);
    change.mutate(parsed.data, {
      onSuccess: () => {
        form.reset();
        onChanged();
      },
      onError: (error) => {
        fail(error);
        onFailed?.();
      },
    });
  }

  return (
    <CredentialForm ref={formRef} onSubmit={submit} className="grid gap-4">
      <FormAlert message={alert} />
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
