import type { SecurityStatus } from "@shared/account/account";
import { ShieldAlert, ShieldCheck } from "lucide-react";
import { useState } from "react";
import { SettingsSection } from "~/components/admin/settings-section";
import { Button } from "~/components/ui/button";
import { DisableMfaDialog } from "./disable-mfa-dialog";
import { EnableMfaDialog } from "./enable-mfa-dialog";
import { RegenerateCodesDialog } from "./regenerate-codes-dialog";

type Open = "enable" | "regenerate" | "disable" | null;

export function TwoFactorSection({ status }: { status: SecurityStatus }) {
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

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
            <Button variant="outline" onClick={() => setOpen("regenerate")}>
              Regenerate recovery codes
            </Button>
            <Button variant="ghost" className="text-danger" onClick={() => setOpen("disable")}>
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
            <Button onClick={() => setOpen("enable")}>Set up two-factor authentication</Button>
          </div>
        </div>
      )}
      {open === "enable" ? <EnableMfaDialog onClose={close} /> : null}
      {open === "regenerate" ? <RegenerateCodesDialog onClose={close} /> : null}
      {open === "disable" ? <DisableMfaDialog onClose={close} /> : null}
    </SettingsSection>
  );
}
