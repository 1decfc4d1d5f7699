import type { MfaSetup } from "@shared/account/account";
import { type FormEvent, useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "~/components/ui/dialog";
import { Field, inputClasses } from "~/components/ui/field";
import { Spinner } from "~/components/ui/spinner";
import { toast } from "~/components/ui/toast-store";
import { cn } from "~/lib/cn";
import { apiFieldErrors, apiMessage } from "~/lib/form-errors";
import { RecoveryCodesList } from "./recovery-codes-list";
import { useEnableMfa } from "./use-enable-mfa";

/** Scan (or type) the key, confirm with a code, then keep the recovery codes. */
export function EnableMfaDialog({ setup, onClose }: { setup: MfaSetup; onClose(): void }) {
  const enable = useEnableMfa();
  const [error, setError] = useState<string>();
  const codes = enable.data;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const token = String(new FormData(event.currentTarget).get("token") ?? "").trim();
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
            : "Scan the QR code with an authenticator app (1Password, Google Authenticator, Microsoft Authenticator, Authy...), then enter the code it shows."
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
              <Button type="submit" form="enable-mfa" disabled={enable.isPending}>
                {enable.isPending ? (
                  <Spinner label="Verifying" className="text-primary-fg" />
                ) : null}
                Verify and turn on
              </Button>
            </>
          )
        }
      >
        {codes ? (
          <RecoveryCodesList codes={codes} />
        ) : (
          <div className="grid gap-6 sm:grid-cols-[11rem_1fr] sm:items-start">
            <img
              src={setup.qrCodeDataUrl}
              alt="QR code to scan with your authenticator app"
              width={176}
              height={176}
              className="mx-auto size-44 rounded-xl bg-white p-2"
            />
            <div className="grid gap-4">
              <div>
                <p className="text-sm font-medium">Can't scan? Enter this key by hand</p>
                <code
                  data-testid="mfa-manual-key"
                  className="mt-1.5 block rounded-lg bg-surface-2 px-3 py-2 font-mono text-sm break-all select-all"
                >
                  {setup.secret}
                </code>
                <p className="mt-1 text-xs text-muted">Time-based, 6 digits, every 30 seconds.</p>
              </div>
              <form id="enable-mfa" onSubmit={submit} noValidate>
                <Field label="Code from the app" error={error}>
                  {(control) => (
                    <input
                      {...control}
                      name="token"
                      inputMode="numeric"
                      autoComplete="one-time-code"
                      maxLength={6}
                      className={cn(inputClasses, "h-11 font-mono tracking-[0.3em]")}
                    />
                  )}
                </Field>
              </form>
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
