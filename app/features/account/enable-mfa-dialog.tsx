import type { FieldErrors } from "@shared/api/envelope";
import type { FormEvent } from "react";
import { ConfirmPasswordField } from "~/components/credentials/confirm-password-field";
import { CredentialForm } from "~/components/credentials/credential-form";
import { FormAlert } from "~/components/form-alert";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "~/components/ui/dialog";
import { DialogFormActions } from "~/components/ui/dialog-form-actions";
import { toast } from "~/components/ui/toast-store";
import { useFormFailure } from "~/lib/use-form-failure";
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
  // Both steps' forms sit in one box: a refusal finds its field in whichever is shown.
  const failure = useFormFailure<HTMLDivElement>("That did not work. Try again.", "continue");
  const { errors } = failure;
  const secret = setup.data;
  const codes = enable.data;

  /** A check the form makes itself: its message on the field, which takes focus. */
  function refuse(fields: FieldErrors) {
    failure.setErrors(fields);
    failure.refuse(fields);
  }

  function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (setup.isPending) return;
    const password = String(new FormData(event.currentTarget).get("password") ?? "");
    failure.clearAlert();
    if (!password) return refuse({ password: "Enter your password" });
    failure.setErrors({});
    setup.mutate(password, { onError: (error) => failure.fail(error) });
  }

  function verify(token: string) {
    if (enable.isPending) return;
    failure.clearAlert();
    if (!/^\d{6}$/.test(token)) return refuse({ token: "Enter the 6-digit code from the app" });
    failure.setErrors({});
    enable.mutate(token, {
      onSuccess: () => toast({ title: "Two-factor authentication is on", variant: "success" }),
      onError: (error) => failure.fail(error),
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
        <div ref={failure.formRef} className="grid gap-4">
          {codes ? <RecoveryCodesList codes={codes} /> : <FormAlert message={failure.alert} />}
          {!codes && secret ? (
            <MfaScanStep setup={secret} formId={CODE_FORM} error={errors.token} onCode={verify} />
          ) : null}
          {secret ? null : (
            <CredentialForm id={PASSWORD_FORM} onSubmit={confirm}>
              <ConfirmPasswordField name="password" error={errors.password} autoFocus />
            </CredentialForm>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
