import { type FormEvent, useState } from "react";
import { ConfirmPasswordField } from "~/components/credentials/confirm-password-field";
import { CredentialForm } from "~/components/credentials/credential-form";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "~/components/ui/dialog";
import { DialogFormActions } from "~/components/ui/dialog-form-actions";
import { toast } from "~/components/ui/toast-store";
import { apiFieldErrors, apiMessage } from "~/lib/form-errors";
import { MfaScanStep } from "./mfa-scan-step";
import { RecoveryCodesList } from "./recovery-codes-list";
import { useEnableMfa } from "./use-enable-mfa";
import { useMfaSetup } from "./use-mfa-setup";

const PASSWORD_FORM = "mfa-confirm-password";
const CODE_FORM = "enable-mfa";

/** The password again, then scan (or type) the key and confirm a code, then keep the codes. */
export function EnableMfaDialog({ onClose }: { onClose(): void }) {
  const setup = useMfaSetup();
  const enable = useEnableMfa();
  const [error, setError] = useState<string>();
  const secret = setup.data;
  const codes = enable.data;

  function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (setup.isPending) return;
    const password = String(new FormData(event.currentTarget).get("password") ?? "");
    if (!password) return setError("Enter your password");
    setError(undefined);
    setup.mutate(password, {
      onError: (failure) =>
        setError(apiFieldErrors(failure).password ?? apiMessage(failure, "That did not work.")),
    });
  }

  function verify(token: string) {
    if (enable.isPending) return;
    if (!/^\d{6}$/.test(token)) return setError("Enter the 6-digit code from the app");
    setError(undefined);
    enable.mutate(token, {
      onSuccess: () => toast({ title: "Two-factor authentication is on", variant: "success" }),
      onError: (failure) =>
        setError(
          apiFieldErrors(failure).token ?? apiMessage(failure, "That did not work. Try again."),
        ),
    });
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent
        title={codes ? "Save your recovery codes" : "Set up two-factor authentication"}
        description={
          codes
            ? undefined
            : secret
              ? "Scan the QR code with an authenticator app (1Password, Google Authenticator, Microsoft Authenticator, Authy...), then enter the code it shows."
              : "Confirm with your password first: only you should be able to add an authenticator to this account."
        }
        footer={
          codes ? (
            <DialogClose asChild>
              <Button>I have saved the codes</Button>
            </DialogClose>
          ) : secret ? (
            <DialogFormActions form={CODE_FORM} pending={enable.isPending} pendingLabel="Verifying">
              Verify and turn on
            </DialogFormActions>
          ) : (
            <DialogFormActions
              form={PASSWORD_FORM}
              pending={setup.isPending}
              pendingLabel="Checking"
            >
              Continue
            </DialogFormActions>
          )
        }
      >
        {codes ? <RecoveryCodesList codes={codes} /> : null}
        {!codes && secret ? (
          <MfaScanStep setup={secret} formId={CODE_FORM} error={error} onCode={verify} />
        ) : null}
        {secret ? null : (
          <CredentialForm id={PASSWORD_FORM} onSubmit={confirm}>
            <ConfirmPasswordField name="password" error={error} autoFocus />
          </CredentialForm>
        )}
      </DialogContent>
    </Dialog>
  );
}
