import { type FormEvent, useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { PasswordInput } from "~/features/auth/password-input";
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
            <>
              <DialogClose asChild>
                <Button variant="ghost">Cancel</Button>
              </DialogClose>
              <Button type="submit" form="regenerate-codes" disabled={regenerate.isPending}>
                Regenerate
              </Button>
            </>
          )
        }
      >
        {codes ? (
          <RecoveryCodesList codes={codes} />
        ) : (
          <form id="regenerate-codes" onSubmit={submit} noValidate>
            <Field label="Password" error={error}>
              {(control) => (
                <PasswordInput {...control} name="password" autoComplete="current-password" />
              )}
            </Field>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
