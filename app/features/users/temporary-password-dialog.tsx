import type { UserSummary } from "@shared/users/user-admin";
import { type FormEvent, useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { PasswordInput } from "~/features/auth/password-input";
import { apiFieldErrors } from "~/lib/form-errors";
import { useSetUserPassword } from "./use-set-user-password";

/** For a forgotten password: a temporary one, replaced by the user at the next sign-in. */
export function TemporaryPasswordDialog({ user, onClose }: { user: UserSummary; onClose(): void }) {
  const setPassword = useSetUserPassword();
  const [error, setError] = useState<string>();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get("password") ?? "");
    setPassword.mutate(
      { id: user.id, password },
      { onSuccess: onClose, onError: (failure) => setError(apiFieldErrors(failure).password) },
    );
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent
        size="sm"
        title={`Set a temporary password for ${user.displayName}`}
        description="Their sessions end now, and they must choose their own password at the next sign-in."
      >
        <form id="temporary-password" onSubmit={submit} noValidate>
          <Field label="Temporary password" error={error}>
            {(control) => (
              <PasswordInput {...control} name="password" autoComplete="new-password" />
            )}
          </Field>
        </form>
        <div className="mt-6 flex justify-end gap-3">
          <DialogClose asChild>
            <Button variant="ghost">Cancel</Button>
          </DialogClose>
          <Button type="submit" form="temporary-password" disabled={setPassword.isPending}>
            Set password
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
