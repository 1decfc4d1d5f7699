import { type FormEvent, useState } from "react";
import { CredentialForm } from "~/components/credentials/credential-form";
import { PasswordInput } from "~/components/credentials/password-input";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "~/components/ui/dialog";
import { DialogFormActions } from "~/components/ui/dialog-form-actions";
import { Field } from "~/components/ui/field";
import { apiFieldErrors, apiMessage } from "~/lib/form-errors";
import { RecoveryCodesList } from "./recovery-codes-list";
import { useRegenerateRecoveryCodes } from "./use-regenerate-recovery-codes";

/** New recovery codes after the password; the old codes stop working at once. */
export function RegenerateCodesDialog({ onClose }: { onClose(): void }) {
  const regenerate = useRegenerateRecoveryCodes();
  const [error, setError] = useState<string>();
  const codes = regenerate.data;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (regenerate.isPending) return;
    const password = String(new FormData(event.currentTarget).get("password") ?? "");
    regenerate.mutate(password, {
      onError: (failure) =>
        setError(apiFieldErrors(failure).password ?? apiMessage(failure, "That did not work.")),
    });
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
          <CredentialForm id="regenerate-codes" onSubmit={submit}>
            <Field label="Password" error={error}>
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
