import { type FormEvent, type ReactNode, useId } from "react";
import { ConfirmPasswordField } from "~/components/credentials/confirm-password-field";
import { CredentialForm } from "~/components/credentials/credential-form";
import { FormAlert } from "~/components/form-alert";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "~/components/ui/dialog";
import { ButtonSpinner } from "~/components/ui/spinner";
import { SubmitButton } from "~/components/ui/submit-button";

/**
 * "Are you sure?" for actions that lock someone out or remove a safeguard. With
 * `requirePassword` it also asks for the acting admin's own password.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pending,
  error,
  requirePassword,
  passwordError,
  onConfirm,
  tone = "danger",
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pending: boolean;
  error?: string | null;
  requirePassword?: boolean;
  passwordError?: string;
  onConfirm(currentPassword?: string): void;
  tone?: "danger" | "primary";
}) {
  const formId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    onConfirm(String(new FormData(event.currentTarget).get("currentPassword") ?? ""));
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="sm"
        title={title}
        description={description}
        footer={
          <>
            <DialogClose asChild>
              <Button variant="ghost">Cancel</Button>
            </DialogClose>
            {requirePassword ? (
              <SubmitButton variant={tone} form={formId} pending={pending} pendingLabel="Working">
                {confirmLabel}
              </SubmitButton>
            ) : (
              <Button variant={tone} disabled={pending} onClick={() => onConfirm()}>
                {pending ? <ButtonSpinner label="Working" /> : null}
                {confirmLabel}
              </Button>
            )}
          </>
        }
      >
        <FormAlert message={error ?? null} />
        {requirePassword ? (
          <CredentialForm id={formId} onSubmit={submit}>
            <ConfirmPasswordField error={passwordError} autoFocus />
          </CredentialForm>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
