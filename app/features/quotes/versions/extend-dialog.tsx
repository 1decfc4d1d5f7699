import type { ShareSummary } from "@shared/quotes/configuration-admin";
import { SHARE_DAYS_DEFAULT } from "@shared/quotes/status";
import { type FormEvent, useState } from "react";
import { FormAlert } from "~/components/form-alert";
import { readShareDays, ShareDaysField } from "~/components/quotes/share-days-field";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { DialogFormActions } from "~/components/ui/dialog-form-actions";
import { useFormFailure } from "~/lib/use-form-failure";
import { useExtendShare } from "./use-configuration-mutations";

const FORM_ID = "extend-share";

/** A new expiry for a link, counted in days from today. */
export function ExtendDialog({ share, onClose }: { share: ShareSummary; onClose(): void }) {
  const extend = useExtendShare();
  const [days, setDays] = useState(String(SHARE_DAYS_DEFAULT));
  const { errors, alert, fail, clearAlert, setErrors } = useFormFailure(
    "The link could not be extended. Please try again.",
  );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (extend.isPending) return;
    clearAlert();
    const read = readShareDays(days);
    if ("error" in read) {
      setErrors({ expiresInDays: read.error });
      return;
    }
    const expiresInDays = read.days;
    setErrors({});
    extend.mutate({ shareId: share.id, expiresInDays }, { onSuccess: onClose, onError: fail });
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent
        size="sm"
        title={`Extend link ${share.reference}`}
        description="The link stays open for this many days from today."
        footer={
          <DialogFormActions form={FORM_ID} pending={extend.isPending} pendingLabel="Extending">
            Extend
          </DialogFormActions>
        }
      >
        <form id={FORM_ID} noValidate onSubmit={submit} className="grid gap-4">
          <FormAlert message={alert} />
          <ShareDaysField
            label="Open for (days)"
            hint=", counted from today."
            value={days}
            error={errors.expiresInDays}
            onChange={setDays}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
