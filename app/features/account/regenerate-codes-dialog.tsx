import type { FormEvent } from "react";
import { CredentialForm } from "~/components/credentials/credential-form";
import { PasswordInput } from "~/components/credentials/password-input";
import { FormAlert } from "~/components/form-alert";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "~/components/ui/dialog";
import { DialogFormActions } from "~/components/ui/dialog-form-actions";
import { Field } from "~/components/ui/field";
import { useFormFailure } from "~/lib/use-form-failure";
import { RecoveryCodesList } from "./recovery-codes-list";
import { useRegenerateRecoveryCodes } from "./use-regenerate-recovery-codes";

/** New recovery codes after the password; the old codes stop working at once. */
export function RegenerateCodesDialog({ onClose }: { onClose(): void }) {
  const regenerate = useRegenerateRecoveryCodes();
  const failure = useFormFailure("That did not work.", "regenerate");
  const codes = regenerate.data;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (regenerate.isPending) return;
    const password = String(new FormData(event.currentTarget).get("password") ?? "");
    failure.clearAlert();
    if (!password) {
      const fields = { password: "Enter your password" };
      failure.setErrors(fields);
      return failure.refuse(fields);
    }
    failure.setErrors({});
    regenerate.mutate(password, { onError: (error) => failure.fail(error) });
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent
        title={codes ? "Your new recovery codes" : "Regenerate recovery codes"}
        description={
          codes ? undefined : "Your current codes stop working. Confirm with your password."
        }
        footer={
          codes ? (
            <DialogClose asChild>
              <Button>I have saved the codes</Button>
            </DialogClose>
          ) : (
            <DialogFormActions
              form="regenerate-codes"
              pending={regenerate.isPending}
              pendingLabel="Regenerating"
            >
              Regenerate
            </DialogFormActions>
          )
        }
      >
        {codes ? (
          <RecoveryCodesList codes={codes} />
        ) : (
          <CredentialForm
            id="regenerate-codes"
            ref={failure.formRef}
            onSubmit={submit}
            className="grid gap-4"
          >
            <FormAlert message={failure.alert} />
            <Field label="Password" error={failure.errors.password}>
              {(control) => (
                <PasswordInput {...control} name="password" autoComplete="current-password" />
              )}
            </Field>
          </CredentialForm>
        )}
      </DialogContent>
    </Dialog>
  );
}
