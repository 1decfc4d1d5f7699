import type { MfaSetup, SecurityStatus } from "@shared/account/account";
import { ShieldAlert, ShieldCheck } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { toast } from "~/components/ui/toast-store";
import { DisableMfaDialog } from "./disable-mfa-dialog";
import { EnableMfaDialog } from "./enable-mfa-dialog";
import { RegenerateCodesDialog } from "./regenerate-codes-dialog";
import { SettingsSection } from "./settings-section";
import { useMfaSetup } from "./use-mfa-setup";

type Open =
  | { name: "enable"; setup: MfaSetup }
  | { name: "regenerate" }
  | { name: "disable" }
  | null;

export function TwoFactorSection({ status }: { status: SecurityStatus }) {
  const setup = useMfaSetup();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  function start() {
    setup.mutate(undefined, {
      onSuccess: (data) => setOpen({ name: "enable", setup: data }),
      onError: () => toast({ title: "Could not start the set-up", variant: "error" }),
    });
  }

  return (
    <SettingsSection
      id="two-factor"
      title="Two-factor authentication"
      description="A code from an authenticator app at every sign-in, on top of your password."
    >
      {status.mfaEnabled ? (
        <div className="grid gap-4">
          <p className="flex items-center gap-2 text-sm">
            <ShieldCheck aria-hidden className="size-5 text-success" />
            <span>
              <strong>On.</strong> {status.recoveryCodesRemaining} of 10 recovery codes left.
            </span>
          </p>
          <div className="flex flex-wrap gap-3">
            <Button variant="outline" onClick={() => setOpen({ name: "regenerate" })}>
              Regenerate recovery codes
            </Button>
            <Button
              variant="ghost"
              className="text-danger"
              onClick={() => setOpen({ name: "disable" })}
            >
              Turn off
            </Button>
          </div>
        </div>
      ) : (
        <div className="grid gap-4">
          <p className="flex items-center gap-2 text-sm">
            <ShieldAlert aria-hidden className="size-5 text-warning" />
            <span>
              <strong>Off.</strong> Anyone with your password can sign in as you.
            </span>
          </p>
          <div>
            <Button onClick={start} disabled={setup.isPending}>
              {setup.isPending ? <Spinner label="Preparing" className="text-primary-fg" /> : null}
              Set up two-factor authentication
            </Button>
          </div>
        </div>
      )}
      {open?.name === "enable" ? <EnableMfaDialog setup={open.setup} onClose={close} /> : null}
      {open?.name === "regenerate" ? <RegenerateCodesDialog onClose={close} /> : null}
      {open?.name === "disable" ? <DisableMfaDialog onClose={close} /> : null}
    </SettingsSection>
  );
}
