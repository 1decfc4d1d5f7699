import type { UserSummary } from "@shared/users/user-admin";
import type { FormEvent } from "react";
import { ConfirmPasswordField } from "~/components/credentials/confirm-password-field";
import { CredentialForm } from "~/components/credentials/credential-form";
import { PasswordInput } from "~/components/credentials/password-input";
import { FormAlert } from "~/components/form-alert";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { DialogFormActions } from "~/components/ui/dialog-form-actions";
import { Field } from "~/components/ui/field";
import { formValues } from "~/lib/form-errors";
import { useFormFailure } from "~/lib/use-form-failure";
import { useSetUserPassword } from "./use-set-user-password";

/** For a forgotten password: a temporary one, replaced by the user at the next sign-in. */
export function TemporaryPasswordDialog({ user, onClose }: { user: UserSummary; onClose(): void }) {
  const setPassword = useSetUserPassword();
  const { errors, alert, fail, clearAlert, formRef } = useFormFailure("That did not work.");

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (setPassword.isPending) return;
    const { password = "", currentPassword = "" } = formValues(event.currentTarget);
    clearAlert();
    setPassword.mutate(
      { id: user.id, password, currentPassword },
      {
        onSuccess: onClose,
        onError: fail,
      },
    );
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent
        size="sm"
        title={`Set a temporary password for ${user.displayName}`}
        description="Their sessions end now, and they must choose their own password at the next sign-in."
        footer={
          <DialogFormActions
            form="temporary-password"
            pending={setPassword.isPending}
            pendingLabel="Saving"
          >
            Set password
          </DialogFormActions>
        }
      >
        <CredentialForm
          id="temporary-password"
          ref={formRef}
          onSubmit={submit}
          className="grid gap-4"
        >
          <FormAlert message={alert} />
          <Field label="Temporary password" error={errors.password}>
            {(control) => (
              <PasswordInput {...control} name="password" autoComplete="new-password" />
            )}
          </Field>
          <ConfirmPasswordField error={errors.currentPassword} />
        </CredentialForm>
      </DialogContent>
    </Dialog>
  );
}
