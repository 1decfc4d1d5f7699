import type { FormEvent } from "react";
import { CredentialForm } from "~/components/credentials/credential-form";
import { PasswordInput } from "~/components/credentials/password-input";
import { FormAlert } from "~/components/form-alert";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { DialogFormActions } from "~/components/ui/dialog-form-actions";
import { Field, inputClasses } from "~/components/ui/field";
import { cn } from "~/lib/cn";
import { formValues } from "~/lib/form-errors";
import { useFormFailure } from "~/lib/use-form-failure";
import { useDisableMfa } from "./use-disable-mfa";

/** Switching the second factor off needs both factors. */
export function DisableMfaDialog({ onClose }: { onClose(): void }) {
  const disable = useDisableMfa();
  const { errors, alert, fail, formRef } = useFormFailure("That did not work.");

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (disable.isPending) return;
    const { password = "", token = "" } = formValues(event.currentTarget);
    disable.mutate(
      { password, token: token.trim() },
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
        title="Turn off two-factor authentication?"
        description="Without it, your password alone opens the admin area. Your recovery codes are deleted."
        footer={
          <DialogFormActions
            variant="danger"
            form="disable-mfa"
            pending={disable.isPending}
            pendingLabel="Turning off"
          >
            Turn off
          </DialogFormActions>
        }
      >
        <CredentialForm id="disable-mfa" ref={formRef} onSubmit={submit} className="grid gap-4">
          <FormAlert message={alert} />
          <Field label="Password" error={errors.password}>
            {(control) => (
              <PasswordInput {...control} name="password" autoComplete="current-password" />
            )}
          </Field>
          <Field label="Code from the app, or a recovery code" error={errors.token}>
            {(control) => (
              <input
                {...control}
                name="token"
                autoComplete="one-time-code"
                className={cn(inputClasses, "h-11 font-mono")}
              />
            )}
          </Field>
        </CredentialForm>
      </DialogContent>
    </Dialog>
  );
}
